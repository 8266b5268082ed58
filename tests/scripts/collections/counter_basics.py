# collections.Counter: a dict of counts (CPython's Python class).
from collections import Counter

c = Counter("abracadabra")
print(c, c["a"], c["z"], "z" in c, len(c))
print(c.most_common(), c.most_common(2), c.most_common(0), c.most_common(-1), c.most_common(1), c.most_common(100))
print(c.most_common(n=3), c.most_common(True), c.most_common(2**70))
print(sorted(c.elements()), c.total(), sum(c.values()))
print(Counter(), Counter([]), Counter({"x": 3, "y": -1}), Counter(a=2, b=1), Counter("aab", b=5), Counter(None))
print(Counter(["x", "y", "x", 1, 1.0, True]), Counter((1, 2, 1)), Counter({"k": 0}))
print(isinstance(c, dict), type(c), type(c).__name__, type(c).__module__, repr(Counter))

# ties keep the order the keys came in
print(Counter("zyxzyx").most_common(), Counter("bbaacc"), Counter(["b", "a", "c", "a", "b", "c"]).most_common(2))
print(Counter({"a": 1.5, "b": 2, "c": 1.5}), Counter({"a": "x", "b": "y"}), Counter({"a": "x", "b": 1}))

# update and subtract
u = Counter("aab")
u.update("abc")
print(u)
u.update({"a": 10, "q": 1})
print(u)
u.update(z=2, a=-1)
print(u)
u.update()
u.update(None)
e = Counter()
e.update({"k": "str"})  # an empty Counter takes a mapping's values as they are
print(e)
u.subtract("aaaa")
print(u)
u.subtract({"z": 5, "new": 1})
print(u)
u.subtract(a=100)
print(u)
for bad in [lambda: u.update(1), lambda: u.subtract(5), lambda: u.update(1, 2), lambda: Counter(1),
            lambda: Counter("a", "b"), lambda: u.elements(1), lambda: u.total(1), lambda: u.most_common(1, 2),
            lambda: u.most_common(x=1), lambda: u.most_common(2, n=1), lambda: u.most_common(1.5),
            lambda: u.most_common("a"), lambda: Counter.fromkeys("ab"), lambda: Counter.fromkeys(),
            lambda: u.copy(1), lambda: Counter(a="x").total()]:
    try:
        print(bad())
    except (TypeError, NotImplementedError) as ex:
        print(type(ex).__name__, ex)

# missing keys: 0, not stored; del of a missing key is fine
m = Counter()
print(m["nope"], m, m.get("nope"), m.__missing__("k"))
m["x"] += 1
m["y"] -= 2
del m["never"]
del m["y"]
print(m)

# arithmetic: only positive counts survive
p = Counter(a=3, b=1, c=0, d=-2)
q = Counter(a=1, b=2, e=5, d=-1)
print(p + q, p - q, q - p, p | q, p & q, +p, -p, +Counter(), -Counter(x=-1))
print(Counter(a=1) + Counter(a=-1), Counter(a=2.5) - Counter(a=1))
p2 = p.copy()
p2 += q
print(p2)
p2 = p.copy()
p2 -= q
print(p2)
p2 = p.copy()
p2 |= q
print(p2)
p2 = p.copy()
p2 &= q
print(p2)
p2 = p.copy()
p2 += {"a": 1, "z": 3}
print(p2, type(p2).__name__)
p2 -= {"a": 100}
print(p2)
for bad in [lambda: p + {}, lambda: {} + p, lambda: p - 1, lambda: p & {"a": 1}, lambda: -Counter(a="x")]:
    try:
        print(bad())
    except TypeError as ex:
        print("TypeError", ex)
x = Counter(a=1)
try:
    x += 5
except AttributeError as ex:
    print("AttributeError", ex)
try:
    x &= {"b": 1}
except KeyError as ex:
    print("KeyError", ex)
print(p | {}, type(p | {}).__name__, {} | p, type({} | p).__name__)

# equality and inclusion, missing counts being zero
print(Counter(a=1, b=0) == Counter(a=1), Counter(a=1) == {"a": 1}, {"a": 1} == Counter(a=1))
print(Counter(a=1, b=0) == {"a": 1}, Counter(a=1) != Counter(a=2), Counter() == Counter(x=0))
print(Counter(a=1) <= Counter(a=2), Counter(a=1) < Counter(a=1), Counter(a=1) < Counter(a=1, b=1))
print(Counter(a=2) >= Counter(a=1, b=0), Counter(a=2) > Counter(a=2), Counter() <= Counter(x=-1))
try:
    Counter(a=1) < {"a": 2}
except TypeError as ex:
    print("TypeError", ex)
try:
    hash(Counter())
except TypeError as ex:
    print("TypeError", ex)

# it is a dict
d = Counter("hello world")
print(sorted(d.items()), d.keys(), list(d.values()), d.pop("l"), d.setdefault("!", 9), d.get("o"))
print(dict(d), sorted(d), [k for k in d][:3], len(Counter(range(1000))))
words = "the quick brown fox jumps over the lazy dog the fox".split()
print(Counter(words).most_common(3), Counter(len(w) for w in words))
print(str(Counter("aa")), f"{Counter('b')}", "%r" % (Counter(),))
