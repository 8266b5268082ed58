# // and % on ints in hot loops: by a constant power of two they compile to
# a shift and a mask, which must floor like Python for negative numbers too;
# other divisors (negative ones leave to the interpreter) keep Python's signs.


def by_constants(xs):
    out = []
    for a in xs:
        out.append((a // 2, a % 2, a // 8, a % 8, a // 1, a % 1, a // 1024, a % 1024))
    return out


def by_others(xs, d):
    out = []
    for a in xs:
        out.append((a // d, a % d, a // 3, a % 3, a // -4, a % -4))
    return out


xs = [-9, -8, -7, -1, 0, 1, 7, 8, 9, -2**62, 2**62 - 1, -2**63, 2**63 - 1, 12345678901]
for _ in range(3):
    r = by_constants(xs)
for t in r:
    print(*t)
for d in (5, -5, 2, -2, 7):
    r = by_others(xs, d)
    print(d, r[0], r[5], r[-1])
try:
    by_others(xs, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
