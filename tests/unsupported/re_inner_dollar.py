# expect: NotImplementedError: re: a '$' that is not at the end of the pattern cannot match before a final newline
import re
print(re.search(r'(a$)', 'a'))
print(re.search(r'(a$)', 'a\n'))
