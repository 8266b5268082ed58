# 'c' needs a code point.
print(format(0x10FFFF, 'c') == chr(0x10FFFF))
print(format(0x110000, 'c'))
