# Shifts across the 64-bit boundary, negatives shift with floor semantics.
for n in [1, 3, 62, 63, 64, 65, 127, 200]:
    print(n, 1 << n, -1 << n, 5 << n, (1 << n) >> n, (-(1 << n) - 1) >> n)
big = 3 ** 80
for s in [0, 1, 10, 63, 64, 100, 126, 127, 128, 1000]:
    print(s, big >> s, -big >> s, big << s >> s == big)
print(-(2 ** 100) >> 3, -(2 ** 100) >> 101, -(2 ** 100) << 3, 0 << 2 ** 100, -5 >> 2 ** 100, 5 >> 2 ** 100)
print(9223372036854775807 << 1, -9223372036854775808 << 1, 1 << 63, (1 << 63) - 1)
x = 1
for i in range(70):
    x <<= 1
print(x, x >> 69, type(x >> 69))
