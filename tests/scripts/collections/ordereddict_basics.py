# collections.OrderedDict: a dict with move_to_end, popitem(last=) and
# equality that minds the order between two OrderedDicts.
from collections import OrderedDict

od = OrderedDict(a=1, b=2)
od["c"] = 3
print(od, OrderedDict(), len(od), od["a"], list(od), isinstance(od, dict), type(od).__name__, repr(OrderedDict))
print(od.keys(), od.values(), od.items(), type(od.keys()).__name__, list(reversed(od)))
od.move_to_end("a")
print(od)
od.move_to_end("a", last=False)
print(od)
od.move_to_end("c", False)
print(od)
od.move_to_end("c", last=True)
od.move_to_end("c")
print(od)
try:
    od.move_to_end("zz")
except KeyError as e:
    print("KeyError", e)
print(od.popitem(), od.popitem(last=False), od, od.popitem(False), od)
try:
    od.popitem()
except KeyError as e:
    print("KeyError", repr(e))
for bad in [lambda: OrderedDict(a=1).move_to_end(), lambda: OrderedDict(a=1).move_to_end("a", 1, 2),
            lambda: OrderedDict().popitem(1, 2), lambda: OrderedDict({}, {}), lambda: OrderedDict(1),
            lambda: OrderedDict(a=1).move_to_end("a", foo=1)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)

x = OrderedDict([("a", 1), ("b", 2)])
y = OrderedDict([("b", 2), ("a", 1)])
print(x == y, x != y, x == dict(y), dict(y) == x, x == {"a": 1, "b": 2}, x == OrderedDict(x))
print(x.copy(), type(x.copy()).__name__, OrderedDict.fromkeys("xyz", 0), x | {"c": 3}, {"c": 3} | x)
x |= {"z": 26}
print(x, x.pop("z"), x.setdefault("q", 1), x.get("a"), "a" in x, x)
x.update(b=20, n=0)
print(x)
del x["b"]
x["b"] = 2
print(x, list(x.items()))
try:
    hash(x)
except TypeError as e:
    print("TypeError", e)
try:
    x < y
except TypeError as e:
    print("TypeError", e)
r = OrderedDict()
r["me"] = r
print(r)
# an LRU cache
cache = OrderedDict()
for key in [1, 2, 3, 1, 4, 2, 5]:
    if key in cache:
        cache.move_to_end(key)
    else:
        cache[key] = key * key
        if len(cache) > 3:
            cache.popitem(last=False)
print(cache)
# many moves keep it right
m = OrderedDict((i, i) for i in range(50))
for i in range(200):
    m.move_to_end(i % 50, last=i % 3 == 0)
print(list(m)[:10], len(m))
