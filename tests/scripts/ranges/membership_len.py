print(len(range(0, 10, 3)), len(range(0, 9, 3)), len(range(10, -10, -7)), len(range(3, 1)))
print(len(range(-10, -1)), len(range(0, 100, 1)), len(range(1, 2, 10)))
r = range(3, 30, 4)
for v in [3, 7, 29, 27, 30, 4, -1, 31]:
    print(v, v in r)
print(0 in range(0), -1 in range(-1, -5, -1), -5 in range(-1, -5, -1))
print(9223372036854775806 in range(9223372036854775807), len(range(0, 9223372036854775807, 4611686018427387904)))
