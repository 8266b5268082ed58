# min() and max() over generator expressions: the builtin's sink takes the
# generator's ints and floats as they are yielded, the first one included,
# so a trace recorded in the generator's body (the first item's run too)
# compiles its yield as the sink's. A recursive walk whose generators
# recurse through max(..., default=0) (each call's first item is a
# recursion of its own), and mixes of types where the sink takes some items
# and the comparisons the rest.


def depth(v):
    if isinstance(v, dict):
        return 1 + max((depth(x) for x in v.values()), default=0)
    if isinstance(v, list):
        return 1 + max((depth(x) for x in v), default=0)
    return 0


def widest(v):
    if isinstance(v, (list, dict)):
        items = v.values() if isinstance(v, dict) else v
        return max(len(v), max((widest(x) for x in items), default=0))
    return 0


def lightest(v):
    if isinstance(v, list):
        return min((lightest(x) for x in v), default=float("inf"))
    if isinstance(v, dict):
        return min((lightest(x) for x in v.values()), default=-1)
    return v if isinstance(v, (int, float)) else 0.5


doc = {"users": [{"name": "u%d" % i, "tags": ["a", "bb", None, 3.5][: i % 4],
                  "address": {"city": "c%d" % (i % 7), "zip": i * 37 % 1000, "rows": [[i % 5] * (i % 3)]}}
                 for i in range(60)],
       "meta": {"count": 60, "ok": True, "version": "1.0"}}

t = 0
w = 0
light = 0.0
for i in range(60):
    t += depth(doc)
    w += widest(doc)
    light += lightest(doc)
print(t, w, light)

# Items of several kinds: the sink takes the ints or floats that match the
# best so far, the comparisons take the rest, in order (CPython's result:
# the first of equal items, NaN kept when it comes first).
nan = float("nan")
cases = [[3, 1, 2], [2.5, 1.5], [1, 2.5, 2], [2.5, 1, 3], ["b", "c", "a"], [True, 2], [1, True, 0],
         [nan, 1.0, 2.0], [1.0, nan, 2.0], [1, 1.0], [1.0, 1], [2**70, 5], [5, 2**70], [-0.0, 0.0], [0, -0.0]]
for k in range(40):
    out = []
    for c in cases:
        out.append((max(x for x in c), min(x for x in c)))
    if k == 0 or k == 39:
        print(out)
for k in range(30):
    big = max(x * x for x in range(k, 200))
    small = min((x - 100.5 for x in range(k, 200)), default=None)
    none = max((x for x in range(k, k)), default=None)
    if k % 10 == 0:
        print(k, big, small, none)
for bad in ([1, "a"], ["a", 1], [2.5, None]):
    try:
        max(x for x in bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    min(x for x in [])
except ValueError as e:
    print("ValueError:", e)


def yields_then_raises():
    yield 3
    yield 8
    raise KeyError("boom")


try:
    max(yields_then_raises())
except KeyError as e:
    print("KeyError:", e)
