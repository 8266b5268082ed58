# hypot (any number of arguments) and dist: CPython's compensated norm.
import math

inf = float('inf')
nan = float('nan')
print(math.hypot(), math.hypot(3), math.hypot(-3), math.hypot(3, 4), math.hypot(3, 4, 12), math.hypot(-0.0))
print(math.hypot(1e308, 1e308), math.hypot(5e-324, 5e-324), math.hypot(1e-310, 2e-310, 3e-310))
print(math.hypot(inf, nan), math.hypot(nan, 1), math.hypot(-inf, 1), math.hypot(2 ** 70, 1), math.hypot(True, 1))
print(math.hypot(*[0.1] * 100), math.hypot(*range(1, 50)), math.hypot(1.5, 2.5, 3.5, 4.5))
for i in range(1, 60):
    a = i * 0.37
    b = i * 1.91 - 30
    c = 1 / i
    print(repr(math.hypot(a, b)), repr(math.hypot(a, b, c)), repr(math.dist((a, b), (c, -a))))
print(math.dist([], []), math.dist([1], [4]), math.dist((1, 2, 3), [4, 6, 3]), math.dist(range(3), (0, 0, 0)))
print(math.dist((inf, 0), (1, 1)), math.dist((nan, 0), (1, 1)), math.dist((1e308,), (-1e308,)))
