# expect: NotImplementedError: re: after an empty match, the pattern can match a non-empty string
# After the empty match at 0, CPython backtracks into 'a' at the same place; RE2 cannot rank the two.
import re
print(re.findall(r'|a', 'xa'))
print(re.findall(r'a??', 'a'))
