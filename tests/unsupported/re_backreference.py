# expect: re.error: a backreference (\1) is not supported
# CPython backtracks to match backreferences; kiln's re runs on RE2 (linear time).
import re
print(re.search(r'(\w)\1', 'hello'))
