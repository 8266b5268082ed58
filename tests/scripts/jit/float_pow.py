# float ** in a hot loop: pow as CPython computes it, and every case pow
# cannot answer alone (zero and negative bases, overflow, nan, inf) left to
# the interpreter with its exact errors.
import math


def powers(xs, e):
    out = []
    for x in xs:
        out.append(x ** e)
    return out


xs = [0.5 + k / 7.0 for k in range(300)]
for e in [0.5, 2.0, 2, -1.0, 1.5, 0.0, 1 / 3]:
    r = powers(xs, e)
    print(e, sum(r), r[:3], r[-1])

print(powers([4.0, 2.0, 9.0], 0.5))
print(powers([4.0, 0.0, 9.0], 0.5))
print(powers([4.0, float("inf"), 9.0], 0.5))
print(powers([4.0, float("nan"), 1.0], 2.0))
print(powers([1.0, 1.0], float("nan")))
print(powers([2, 3, 4.0], 0.5))

print(powers([4.0, -8.0, -2.5], 2.0))
print(powers([4.0, -8.0, -2.5], -3.0))
for bad, e in (([1e10, 1e300], 2.0), ([2.0, 0.0], -1.0), ([2.0, 0.0], -0.5)):
    try:
        print(powers(bad, e))
    except Exception as exc:
        print(type(exc).__name__, exc)

acc = 0.0
d = 1.0
for i in range(2000):
    d = d * 1.001 + 0.5
    acc += d ** 0.5 + d ** -1.5
print(acc)
print(math.isclose(acc, acc))
