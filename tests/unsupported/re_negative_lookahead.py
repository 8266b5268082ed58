# expect: re.error: a negative lookahead assertion (?!...) is not supported
import re
print(re.findall(r'\d(?!px)', '1px 2em'))
