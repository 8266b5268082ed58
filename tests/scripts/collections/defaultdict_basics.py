# collections.defaultdict: a dict whose d[k] of a missing key calls its
# factory and stores the result; everything else is the dict's own.
from collections import defaultdict

d = defaultdict(list)
d["a"].append(1)
d["a"].append(2)
d["b"]
print(d, len(d), d["a"], d.default_factory)
print(isinstance(d, dict), type(d), type(d).__name__, type(d).__module__, type(d).__qualname__)
print("c" in d, d.get("c"), d.get("c", "dflt"), len(d), d.pop("zz", None), d.setdefault("e", 5), d)
print(list(d), list(d.keys()), list(d.values()), list(d.items()), d.keys(), d.items())
print(d == {"a": [1, 2], "b": [], "e": 5}, {"a": [1, 2], "b": [], "e": 5} == d, d != {})
print(str(d), f"{d!r}", "%s" % (d,))
for k in d:
    print(k, end=" ")
print()
print(sorted(d), dict(d), list(reversed(d)))

counts = defaultdict(int)
for w in "the cat and the hat and the bat".split():
    counts[w] += 1
print(counts, max(counts, key=counts.get))
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 3
nested["x"]["z"] -= 1
print(dict(nested["x"]), sorted(nested))
sets = defaultdict(set)
sets[1].add("a")
sets[1].add("a")
print(sets)

# the factory attribute, None, and factories that raise
n = defaultdict()
print(n, n.default_factory)
try:
    n["missing"]
except KeyError as e:
    print("KeyError", repr(e))
n.default_factory = lambda: "new"
print(n["k"], dict(n))
n.default_factory = None
try:
    n["k2"]
except KeyError as e:
    print("KeyError", e)
n.default_factory = 5
try:
    n["k3"]
except TypeError as e:
    print("TypeError", e)
del n.default_factory
print(n.default_factory)


def boom():
    raise ValueError("factory failed")


b = defaultdict(boom, {1: "one"})
try:
    b[2]
except ValueError as e:
    print("ValueError", e, dict(b))
print(b[1], b.__missing__ is not None)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)
try:
    defaultdict(list, 1)
except TypeError as e:
    print("TypeError", e)
try:
    defaultdict(list, {}, {})
except TypeError as e:
    print("TypeError", e)
print(defaultdict(None, a=1), defaultdict(int, [("x", 1)], y=2), defaultdict(default_factory=list))

# __missing__, copy, fromkeys, |, |=
m = defaultdict(list)
print(m.__missing__("k"), m)
c = m.copy()
c["z"].append(1)
print(c, m, type(c).__name__, c.default_factory)
print(defaultdict.fromkeys("ab"), defaultdict.fromkeys([1, 2], 0), m.fromkeys("q"))
print(m | {"y": 2}, {"y": 2} | m, type({} | m).__name__, (m | {}).default_factory)
m |= {"w": 0}
m |= [("v", 1)]
print(m)
try:
    m | 5
except TypeError as e:
    print("TypeError", e)
try:
    hash(m)
except TypeError as e:
    print("TypeError", e)
try:
    m.foo = 1
except AttributeError as e:
    print("AttributeError", e)
try:
    m.copy(1)
except TypeError as e:
    print("TypeError", e)
r = defaultdict(list)
r["self"] = r
print(r)
print(defaultdict(defaultdict))


class Factory:
    def __init__(self):
        self.made = 0

    def __call__(self):
        self.made += 1
        return self.made

    def __repr__(self):
        return "Factory()"


f = Factory()
fd = defaultdict(f)
print(fd[1], fd[2], fd[1], fd, f.made)
