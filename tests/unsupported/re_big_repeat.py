# expect: re.error: a repeat count above 1000 is not supported by kiln (RE2)
import re
print(re.match(r'a{1001}', 'a' * 1001))
