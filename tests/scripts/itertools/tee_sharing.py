# tee: copies that share one buffer, read the source once, in links that
# are dropped as the copies move on.
from itertools import tee, islice, count, chain
import itertools

def src(n):
    for i in range(n):
        print("  read", i)
        yield i

a, b = tee(src(3))
print(next(a), next(a), next(b), next(a, "end"), next(b), next(b), next(b, "end"))

# Copies of copies: tee of a _tee copies it (the first is the very object).
a, b = tee(src(2))
c, d = tee(a)
print(c is a, d is a, type(d).__name__, list(d), list(b), list(c))
e = a.__copy__()
print(type(e).__name__, e is a, list(e))

# Copying partway: the copy starts where its original is.
x, = tee("abcdef", 1)
next(x)
next(x)
y = x.__copy__()
print(list(x), list(y))

# More than one link's worth of values (CPython keeps 57 to a link).
p, q = tee(range(200))
print(sum(islice(p, 150)), sum(q), sum(p))

# Far apart copies of an endless source.
lead, lag = tee(count())
for _ in range(1000):
    next(lead)
print(next(lead), next(lag), next(lag))

# Sliding windows of a stream that never fits in memory at once.
def window(iterable, n):
    its = tee(iterable, n)
    for i, it in enumerate(its):
        for _ in islice(it, i):
            pass
    return zip(*its)

print(list(window("abcdefg", 3)))
total = 0
for w in window(range(300000), 4):
    total += w[0] * w[3] - w[1] * w[2]
print(total)

# An object with __copy__ is copied with it.
class Counter:
    def __init__(self, start=0):
        self.n = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.n >= 3:
            raise StopIteration
        self.n += 1
        return self.n
    def __copy__(self):
        print("  __copy__ called")
        return Counter(self.n)

c1, c2, c3 = tee(Counter(), 3)
print(type(c1).__name__, list(c1), list(c2), list(c3))

# Re-entering a tee from inside its own source.
def reenter():
    yield 1
    yield next(t)

t, u = tee(reenter())
print(next(t))
try:
    next(t)
except RuntimeError as e:
    print("RuntimeError", e)

# The _tee type, made directly.
t = itertools._tee([1, 2])
print(type(t).__name__, list(t), list(itertools._tee(t)))
