# expect: re.error: a lookbehind assertion (?<=...) is not supported
import re
print(re.findall(r'(?<=\$)\d+', 'cost $30'))
