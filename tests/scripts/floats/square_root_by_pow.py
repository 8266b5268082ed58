# x ** 0.5, pow(x, 0.5) and math.pow(x, 0.5) are the C library's pow, which
# is not math.sqrt: for about one x in 1,300 they differ in the last bit.
# Values from an integer generator, in a loop hot enough to be compiled.
import math


def roots(n, seed):
    state = seed
    differ = 0
    total = 0.0
    first = []
    for _ in range(n):
        state = (state * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
        x = (state >> 11) / 9007199254740992.0 * 1000.0 + 1e-9
        r = x ** 0.5
        if r != math.sqrt(x):
            differ += 1
            if len(first) < 3:
                first.append((x.hex(), r.hex(), math.sqrt(x).hex()))
        total += r
    return differ, total, first


differ, total, first = roots(60000, 12345)
print(differ > 10, total)
for case in first:
    print(case)

# The same through pow() and math.pow(), and values whose roots lie next to
# a rounding boundary: squares of doubles halfway between two doubles.
xs = []
m = 1.0
for k in range(4000):
    m = m + 2.0 ** -40 * (k % 7 + 1)
    mid = m + 2.0 ** -53
    xs.append(mid * mid)
    xs.append(math.ldexp(mid * mid, 2 * (k % 50) - 50))
acc = 0
for x in xs:
    a = pow(x, 0.5)
    b = math.pow(x, 0.5)
    c = x ** 0.5
    if a != b or b != c:
        print("differ", x.hex())
    if c != math.sqrt(x):
        acc += 1
print(acc)
for x in [0.0, 1.0, 4.0, 2.0, 0.25, 1e-320, 5e-324, 1.7976931348623157e308, float("inf"), 2.0 ** -901,
          2.0 ** 1000, 2.0 ** 1001]:
    print(x ** 0.5, pow(x, 0.5), math.pow(x, 0.5))
