# Big ints are plain ints to type(), isinstance() and the int attributes.
b = 2 ** 100
print(type(b), type(b) == int, type(-b) is type(1), isinstance(b, int), isinstance(b, (float, int)), isinstance(b, bool))
print(int(b), int(-b), int(b) == b, float(b), bool(b), str(b) == repr(b))
print(b.real, b.imag, b.numerator, b.denominator, (-b).real)
print(int(str(b)), int(str(-b)) == -b, int(hex(b), 16) == b, int(bin(-b), 0) == -b, int(oct(b), 0) == b)
print(type(2 ** 63), type(2 ** 63 - 1), type(-(2 ** 63)), type(2 ** 64 // 2 ** 63))
for i, c in enumerate("abc", 2 ** 63 - 2):
    print(i, c, type(i))
for i, c in enumerate("ab", -(2 ** 100)):
    print(i, c)
for i, c in enumerate("ab", True):
    print(i, c)
