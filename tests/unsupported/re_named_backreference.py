# expect: re.error: a backreference ((?P=q)) is not supported
import re
print(re.search(r'(?P<q>["\x27]).*?(?P=q)', 'say "hi"'))
