# expect: re.error: a negative lookbehind assertion (?<!...) is not supported
import re
print(re.findall(r'(?<!-)\d+', '-1 2'))
