# float() of big ints rounds half to even; int() of huge floats is exact.
for v in [2 ** 53, 2 ** 53 + 1, 2 ** 53 + 2, 2 ** 53 + 3, 2 ** 54 + 2, 2 ** 54 + 3, 2 ** 64 - 1, 2 ** 64 + 2 ** 11, 2 ** 64 + 2 ** 11 + 1]:
    print(v, float(v), float(-v))
print(float(2 ** 1024 - 2 ** 971), float(-(2 ** 1024 - 2 ** 971)), float(2 ** 1023), float(10 ** 300))
print(float(9007199254740993), float(3 ** 200), float(-(7 ** 300)))
print(int(1e300))
print(int(-1e300) < 0, int(1.5e19), int(-1.5e19), int(2.0 ** 64), int(2.0 ** 63), int(-2.0 ** 63))
print(int(1.7976931348623157e308) == 2 ** 1024 - 2 ** 971, int(123456789.0e20))
print(round(1.5e19), round(2.5e300) == int(2.5e300), round(-1e25), type(round(1e25)))
for e in [60, 63, 64, 100, 500, 1000]:
    f = 2.0 ** e
    print(e, int(f) == 2 ** e, float(int(f)) == f, int(f + f) == 2 ** (e + 1))
print(int(float(2 ** 100)), int(float(2 ** 100 + 1)), float(2 ** 100) == 2 ** 100)
