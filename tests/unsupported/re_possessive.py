# expect: re.error: a possessive quantifier is not supported
import re
print(re.match(r'a++b', 'aab'))
