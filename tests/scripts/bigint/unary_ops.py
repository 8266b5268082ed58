# Unary - + ~ and abs() on big ints and at the 64-bit edges.
vals = [2 ** 100, -(2 ** 100), 2 ** 63, -(2 ** 63), 2 ** 63 - 1, -(2 ** 63) + 1, 2 ** 64, 0, 1, -1]
for v in vals:
    print(-v, +v, ~v, abs(v), type(-v) is int, -(-v) == v)
m = -9223372036854775807 - 1
print(-m, +m, ~m, abs(m), ~-m, -~m)
print(-(2 ** 100) + 2 ** 100, not 2 ** 100, not -(2 ** 100), bool(2 ** 100), bool(2 ** 100 - 2 ** 100))
