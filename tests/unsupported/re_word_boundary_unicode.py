# expect: NotImplementedError: re: \b and \B on non-ASCII text are not supported
# RE2's \b knows only ASCII word characters; Python's knows all of Unicode.
import re
print(re.findall(r'\bcaf\w*', 'a café', re.ASCII))
print(re.findall(r'\bcaf\w*', 'a café'))
print(re.findall(r'\bé', 'x é'))
