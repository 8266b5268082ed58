# bools are ints: they mix with big ints as 0 and 1.
b = 2 ** 100
print(True + b, b + True, b - True, b * False, b * True, True - b)
print(b & True, True & b, True | b, (b + 1) & True, True ^ b, b ** False, False ** b, True ** b)
print(b == True, b > True, True < b, -b < False, b // True, divmod(b, True))
print([b, 1][True], (b,) * True, sum([True, b, True]), max(True, b), min(False, -b))
print(hash(True) == hash(b ** 0), 1 == True == b // b)
