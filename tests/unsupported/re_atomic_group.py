# expect: re.error: an atomic group (?>...) is not supported
import re
print(re.match(r'(?>a+)b', 'aab'))
