# hash() of big ints is CPython's: equal numbers hash equal, whatever their type.
for v in [2 ** 61 - 2, 2 ** 61 - 1, 2 ** 61, 2 ** 62, 2 ** 64, 2 ** 100, 3 ** 90, 10 ** 40]:
    print(hash(v), hash(-v), hash(v) == hash(float(v)) if v < 2 ** 1000 else None)
print(hash(2.0 ** 100) == hash(2 ** 100), hash(-(2 ** 61 - 1) - 1), hash(-(2 ** 62 - 2)))
# A big int that shrinks back hashes like the small int it is.
x = 2 ** 100
y = x - 2 ** 100 + 12345
print(hash(y) == hash(12345), hash(x // 2 ** 90) == hash(1024))
print(hash((2 ** 100, 1)), hash((1, -2 ** 70, 2.5)))
print(hash(2 ** 64 - 1), hash(-(2 ** 64) + 1), hash(2 ** 122 - 2 ** 61))
