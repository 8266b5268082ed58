# An OrderedDict's iterators in hot loops: the trace calls the
# interpreter's iteration for them (their rules are not a dict's), and a
# trace recorded over a plain dict leaves when it meets one. Changes made
# in the loop raise as CPython's do.
from collections import OrderedDict


def walk(d):
    s = 0
    for k in d:
        s += k
    for v in d.values():
        s += v
    for k, v in d.items():
        s += k * v
    for k in reversed(d):
        s -= k
    return s


o = OrderedDict((i, i * 2) for i in range(2000))
p = {i: i * 2 for i in range(2000)}
for r in range(3):
    print(walk(p), walk(o), walk(p))
    o.move_to_end(r)
    p[r] = p.pop(r)


def add(d, k):
    d.setdefault(-1, 0)


def pop(d, k):
    d.pop(k + 1)


def set_value(d, k):
    d.update({k: 5})


def move(d, k):
    d.move_to_end(0)


def clear(d, k):
    d.clear()


for mutate in (add, pop, set_value, move, clear):
    d = OrderedDict((i, i) for i in range(3000))
    n = 0
    try:
        for k in d:
            n += 1
            if k == 2000:
                mutate(d, k)
    except RuntimeError as e:
        print(mutate.__name__, n, e)
    else:
        print(mutate.__name__, n, "no error")

d = OrderedDict((i, i) for i in range(3000))
it = iter(d)
s = 0
for k in it:
    s += k
d[-1] = 0
print(s, list(it), next(it, "end"))
