# A namedtuple's field read in a trace: the instance's class (stored after
# its items) is guarded, then the item is read at the field's index. Two
# classes with the same field names in other orders must not be mixed up.
from collections import namedtuple

P = namedtuple("P", "x y")
Q = namedtuple("Q", "y x")
R = namedtuple("R", "x y z", defaults=[0])


def total(points):
    s = 0
    for p in points:
        s += p.x * 10 - p.y
    return s


pts = [P(i, i * 2) for i in range(500)]
print(total(pts))
print(total([Q(1, 2)] * 300), total([P(1, 2)] * 300))
mixed = []
for i in range(900):
    mixed.append([P, Q, R][i % 3](i, i + 1))
print(total(mixed))


def fields(items):
    out = []
    for it in items:
        x, y = it[0], it[1]
        a, b, *rest = it
        out.append((it.x, x, a, len(it), type(it).__name__, isinstance(it, P), it == (a, b, *rest)))
    return out


res = fields(mixed)
print(res[:4], res[-1], len(res))


def update(points):
    out = []
    for p in points:
        out.append(p._replace(x=p.x + 1)._asdict()["x"] + p.count(p.y) + p.index(p.x))
    return sum(out)


print(update(pts), update(mixed))
