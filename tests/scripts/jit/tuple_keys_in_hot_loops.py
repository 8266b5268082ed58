# Tuples as dict keys and set members in hot loops (grid points, memo
# keys), and loops over tuples. The JIT's dict and set helpers take a
# tuple key when its items are ints, floats, strs, None, bools or such
# tuples, and leave any other to the interpreter, whose hash and equality
# run the items' __hash__ and __eq__ exactly as often as CPython's.
from collections import namedtuple


class Tag:
    hashes = 0
    eqs = 0

    def __init__(self, name):
        self.name = name

    def __hash__(self):
        Tag.hashes += 1
        return hash(self.name)

    def __eq__(self, other):
        Tag.eqs += 1
        return isinstance(other, Tag) and self.name == other.name


def grid_walk(n):
    seen = {}
    x = y = 0
    for step in range(n):
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            p = (x + dx, y + dy)
            if p not in seen:
                seen[p] = step
        x = (x * 7 + step) % 41
        y = (y * 3 + step) % 37
    return len(seen), seen[(1, 0)], seen.get((40, 36), -1)


def memo_keys(n):
    memo = {}
    total = 0
    for i in range(n):
        k = (i % 50, "k%d" % (i % 7), (i % 3, 1.5))
        memo[k] = memo.get(k, 0) + i
        total += memo[k]
    return len(memo), total


def mixed_keys(n):
    # Mostly plain tuples, now and then one holding an instance: those
    # run the instance's __hash__ and __eq__.
    d = {}
    s = set()
    for i in range(n):
        if i % 97 == 0:
            k = (i % 5, Tag("t%d" % (i % 3)))
        else:
            k = (i % 5, i % 11)
        d[k] = d.get(k, 0) + 1
        if k not in s:
            s.add(k)
    return len(d), len(s), sorted(v for v in d.values())[-3:]


def over_tuples(n):
    Point = namedtuple("Point", "x y")
    t = 0
    for i in range(n):
        for v in (1, 2.5, i):
            t += v
        for v in Point(i, 2):
            t += v
    seq = (3, 4, 5)
    for r in range(2):
        for v in seq:
            t += v
        seq = [10, 20, 30]
    return t


print(grid_walk(3000))
print(memo_keys(5000))
print(mixed_keys(4000), Tag.hashes, Tag.eqs)
print(over_tuples(3000))
