# Methods called in hot loops with keywords (`a.add(i, k=2)`:
# CALL_METHOD_KW) and bound methods kept in a variable (`m = a.plain`),
# a method's decorator passing `self, *args, **kw` on, and `f(a, *rest)` /
# `[*xs, *ys]` of tuples and lists. Every answer must be what python3
# prints, as the types, the methods and the argument counts change.


def logged(f):
    def wrapper(self, *args, **kw):
        return f(self, *args, **kw)

    return wrapper


class Acc:
    def __init__(self, scale):
        self.total = 0
        self.scale = scale

    @logged
    def add(self, x, k=1):
        self.total += x * k * self.scale
        return self.total

    def plain(self, x, y=3):
        return x * y + self.scale


a = Acc(1)
b = Acc(2.5)
for i in range(3000):
    a.add(i)
    a.add(i, k=2)
    b.add(i, k=-1)
print(a.total, b.total)

# A method kept in a variable, with and without keywords; then another
# instance's, then a different function under the same name.
m = a.plain
t = 0
for i in range(3000):
    t += m(i) + m(i, y=i % 5) + m(x=i)
    if i == 1500:
        m = b.plain
    if i == 2500:
        Acc.plain = lambda self, x, y=7: x - y
        m = a.plain
print(t)

# Builtin bound methods and bound methods of other kinds stay right.
xs = []
ap = xs.append
for i in range(2000):
    ap(i % 3)
print(len(xs), sum(xs))

# Errors from a bound method's call in a hot loop.
for bad in ((1, 2, 3), ()):
    try:
        for i in range(2000):
            if i == 1900:
                a.plain(*bad)
            else:
                a.plain(i)
    except TypeError as e:
        print("TypeError", e)
try:
    for i in range(2000):
        a.plain(i, z=1) if i == 1999 else a.plain(i, y=1)
except TypeError as e:
    print("TypeError", e)


# f(a, *rest) with tuples, lists of changing sizes, and other iterables.
def three(a, b=0, c=0):
    return a * 100 + b * 10 + c


rests = [(1,), [2, 3], (), [4], (5, 6)]
total = 0
for i in range(4000):
    r = rests[i % 5]
    total += three(i % 7, *r)
    total += three(*r, 9) if len(r) < 2 else 0
print(total)
gens = 0
for i in range(1000):
    gens += three(1, *(j for j in range(i % 3)))
    gens += three(1, *range(i % 2))
print(gens)
try:
    for i in range(2000):
        three(1, *([1, 2, 3] if i == 1990 else [1]))
except TypeError as e:
    print("TypeError", e)

# Displays.
acc = []
for i in range(3000):
    row = [*rests[i % 5], *(i, i + 1)]
    acc.append(len(row) + row[-1])
    tup = (*rests[(i + 1) % 5], i)
    acc.append(tup[0] if len(tup) > 1 else -1)
print(sum(acc), acc[:6])

# A call with keywords of an attribute that is no method: a module's
# function, a callable the instance holds (left to the interpreter's
# instruction, with the method slot empty).
import math

a.cb = lambda x, k=0: x * k
close = 0
for i in range(3000):
    close += math.isclose(i * 0.1, i * 0.1 + 1e-9, rel_tol=1e-6)
    close += a.cb(i, k=i % 3)
    if i == 2000:
        a.cb = lambda x, k=0: x - k
print(close)

# A bound method with many arguments, positional and by keyword.
class Many:
    def f(self, a, b, c, d, e, f, g, h, i, j=0):
        return a + b + c + d + e + f + g + h + i + j


mf = Many().f
many = 0
for k in range(3000):
    many += mf(k, 1, 2, 3, 4, 5, 6, 7, 8) + mf(k, 1, 2, 3, 4, 5, 6, 7, i=8, j=k)
print(many)
