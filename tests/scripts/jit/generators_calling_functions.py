# A generator's body calling functions, inside a loop's trace: a function
# that only computes is inlined there, and an exit inside it (a branch, a
# type, an error) leaves the generator at its CALL, which the interpreter
# makes again; a function that changes something (an append, an attribute,
# a global), an __init__ or a property leaves the generator's body to the
# interpreter.
from collections import defaultdict


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def norm2(p):
    return p.x * p.x + p.y * p.y


def scale(i, k=3):
    if i % 5 == 0:
        return i * 0.5
    if i % 7 == 0:
        k = -k
    return i * k


def ratio(a, b):
    return a // b


counts = defaultdict(int)


def count_of(k):
    return counts[k]


log = []


def noted(v):
    log.append(v)
    return v


def points(pts, n):
    for i in range(n):
        yield norm2(pts[i % len(pts)]) + scale(i)


def ratios(n):
    for i in range(n):
        yield ratio(100000, (i % 400) + 1 if i < n - 5 else 0)


def lookups(n):
    for i in range(n):
        yield count_of(i % 13)


def noting(n):
    for i in range(n):
        yield noted(i) * 2


def makes(n):
    for i in range(n):
        yield norm2(P(i % 10, i % 7))


def main():
    pts = [P(1, 2), P(3, 4), P(5, 6.5)]
    t = 0
    for v in points(pts, 4000):
        t += v
    print("points", t)

    s = 0
    try:
        for v in ratios(3000):
            s += v
    except ZeroDivisionError as e:
        print("ratios", s, e)

    s = 0
    for v in lookups(3000):
        s += v
    print("lookups", s, len(counts))

    s = 0
    for v in noting(3000):
        s += v
    print("noting", s, len(log), log[-1])

    s = 0
    for v in makes(3000):
        s += v
    print("makes", s)


main()
