# A JSON-like document walked recursively: isinstance() on values of
# many types, sums of generator expressions.
def size(v):
    if isinstance(v, dict):
        return sum(size(x) for x in v.values())
    if isinstance(v, list):
        return sum(size(x) for x in v)
    if isinstance(v, str):
        return len(v)
    return 1
def depth(v):
    if isinstance(v, dict):
        return 1 + max((depth(x) for x in v.values()), default=0)
    if isinstance(v, list):
        return 1 + max((depth(x) for x in v), default=0)
    return 0
doc = {"users": [{"name": "u%d" % i, "age": 20 + i % 50, "tags": ["a", "bb", None, 3.5][: i % 4],
                  "address": {"city": "c%d" % (i % 7), "zip": i * 37 % 100000}} for i in range(200)],
       "meta": {"count": 200, "ok": True, "version": "1.0"}}
t = 0
for i in range(150):
    t += size(doc) + depth(doc)
print(t)
