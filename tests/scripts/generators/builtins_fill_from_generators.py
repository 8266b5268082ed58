# str.join, list.extend, list +=, set() and set.update take a generator's
# values where it yields them, without suspending it (the JIT compiles the
# generator's loop then). What they add, when, and every error must be
# CPython's: extend and update add each value as it comes, join only at
# the end; a set's values whose hash or equality is a script's go the
# usual way.

words = ["ab", "c", "def"]
n = 0
for i in range(3000):
    n += len(" ".join(words[j % 3] for j in range(i % 9)))
print(n)
print("-".join(str(i * i) for i in range(12)))


def mixed():
    yield "a"
    yield 3
    yield "b"


try:
    print("".join(mixed()))
except TypeError as e:
    print("TypeError:", e)


def failing(k):
    for i in range(10):
        if i == k:
            raise ValueError(f"stop at {i}")
        yield i


sep = "+"
try:
    sep.join(str(v) for v in failing(4))
except ValueError as e:
    print("ValueError:", e)

acc = []
for r in range(500):
    acc.extend(x * r for x in range(r % 7))
print(len(acc), sum(acc))

l = [1, 2]
l.extend(x * 2 for x in l if len(l) < 12)
print(l)

m = []
try:
    m.extend(failing(3))
except ValueError as e:
    print("ValueError:", e, m)
m += (v + 100 for v in range(3))
print(m)

s = set()
for r in range(400):
    s.update((r % 13, str(r % 5)) for _ in range(2))
print(len(s), sorted(s)[:4])
print(sorted(set(i % 17 for i in range(1000))))

try:
    s2 = {1}
    s2.update(failing(5))
except ValueError as e:
    print("ValueError:", e, sorted(s2))

try:
    set(x for x in [1, [2], 3])
except TypeError as e:
    print("TypeError:", e)


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        print("  __eq__", self.v, other.v if isinstance(other, Key) else other)
        return other == self.v if not isinstance(other, Key) else other.v == self.v


keyed = {Key(3), Key(4)}
keyed.update(x for x in range(6))
print(len(keyed))
keyed.update(Key(v) for v in (4, 9))
print(len(keyed))

g = (i for i in range(5))
part = []
part.extend(v for v in g if v < 3)
print(part, list(g))
