# A generator expression over values of many types, and generator bodies
# whose locals are written before a yield and read after it: a local its
# next iteration writes first is not carried through the loop, so the
# type it had does not make the loop type-unstable; one read after the
# yield keeps its value across the yield, an exit and a throw() into it.
def size(v):
    if isinstance(v, str):
        return len(v)
    if isinstance(v, list):
        return sum(size(x) for x in v)
    return 1


items = [1, "ab", 2.5, "xyz", [1, "q", [2.5, None]], 7, None, True] * 8
t = 0
for i in range(2000):
    t += sum(size(x) for x in items)
print(t)


def running(values):
    total = 0
    count = 0
    for v in values:
        w = v * 2 if isinstance(v, int) else len(v) if isinstance(v, str) else 0.5
        yield w
        total += w
        count += 1
    yield ("total", total, count)


mixed = [3, "abcd", 2.0, 5, "x", None] * 200
last = None
acc = 0.0
for r in range(20):
    for w in running(mixed):
        if isinstance(w, tuple):
            last = w
        else:
            acc += w
print(acc, last)


def echo():
    seen = []
    k = 0
    while True:
        try:
            got = yield k
        except ValueError as e:
            seen.append(str(e))
            got = -1
        if got is None:
            got = 0
        k = k + got if isinstance(got, int) else k
        if k > 10000000:
            return seen


g = echo()
next(g)
s = 0
for i in range(5000):
    s += g.send(i % 7)
    if i % 997 == 0:
        s += g.throw(ValueError("at %d" % i))
g.close()
print(s)
