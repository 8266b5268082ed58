# expect: re.error: a lookahead assertion (?=...) is not supported
import re
print(re.findall(r'\w+(?=,)', 'a, b, c'))
