# A defaultdict and a Counter are dicts to every dict operation but d[k]
# of a missing key, which calls the factory (defaultdict) or gives 0
# (Counter). A trace recorded with a plain dict must not treat either as
# the plain dict it saw (its type guard checks the flavour), and a trace
# recorded with one of them must call the factory (or leave for the
# interpreter to call it) on each missing key.
from collections import Counter, OrderedDict, defaultdict


def tally(d, words):
    for w in words:
        d[w] += 1
    return d


words = ["ab", "cd", "ef", "ab", "gh", "cd", "ab"] * 300

# Recorded with a plain dict that has every key already...
plain = tally({"ab": 0, "cd": 0, "ef": 0, "gh": 0}, words)
print(sorted(plain.items()))
# ... then entered with a defaultdict that has none: each first d[w] calls int().
dd = tally(defaultdict(int), words)
print(type(dd).__name__, sorted(dd.items()))
# ... and with a Counter: d[w] of a missing key is 0, stored by the +=.
c = tally(Counter(), words)
print(c)
# ... and a plain dict missing a key still raises KeyError.
try:
    tally({"ab": 0}, words)
except KeyError as e:
    print("KeyError", e)


# The other way round: recorded with a defaultdict whose factory counts
# its calls (script code: the trace leaves for the interpreter to call it).
calls = []


def factory():
    calls.append(1)
    return 100


def fill(d, n):
    for i in range(n):
        d[i % 37] += 1
    return d


f = fill(defaultdict(factory), 3000)
print(len(calls), sum(f.values()), f[0], f[36])
# then with a plain dict: missing keys are KeyErrors, not factory calls.
try:
    fill({}, 3000)
except KeyError as e:
    print("KeyError", e, len(calls))
# then with defaultdict(list) and defaultdict(int): builtin factories.
print(sum(fill(defaultdict(int), 3000).values()))


def group(pairs):
    g = defaultdict(list)
    for k, v in pairs:
        g[k].append(v)
    return g


pairs = [(i % 11, i) for i in range(5000)]
g = group(pairs)
print(len(g), [len(v) for v in g.values()], g[3][:5])
# A defaultdict whose factory is None raises KeyError as a dict does.
g.default_factory = None
try:
    g[99]
except KeyError as e:
    print("KeyError", e)


# One loop meeting a plain dict, a defaultdict and a Counter in turn: the
# guard on each d[k] sends each flavour its own way.
def mixed(ds, n):
    out = []
    for i in range(n):
        d = ds[i % 3]
        out.append(d["missing"] if "missing" in d or not isinstance(d, dict) or type(d) is not dict else -1)
    return out


dicts = [{}, defaultdict(lambda: "made"), Counter()]
r = mixed(dicts, 3000)
print(r[:6], len(dicts[1]), len(dicts[2]))


def lookups(ds, n):
    total = 0
    for i in range(n):
        d = ds[i % len(ds)]
        total += d[i % 5]
    return total


print(lookups([{0: 1, 1: 1, 2: 1, 3: 1, 4: 1}], 2000))
print(lookups([{0: 1, 1: 1, 2: 1, 3: 1, 4: 1}, defaultdict(int), Counter({1: 5})], 3000))


# A factory that raises: the error propagates from d[k], and nothing is stored.
def bad():
    raise ValueError("no default")


def safe_get(d, keys):
    got = 0
    for k in keys:
        try:
            got += d[k]
        except ValueError as e:
            got -= 1
    return got


print(safe_get(defaultdict(bad, {1: 10, 2: 20}), [1, 2, 3] * 500))


# Counter methods and dict methods on flavoured dicts in a loop.
def counter_ops(n):
    c = Counter()
    od = OrderedDict()
    for i in range(n):
        c.update("ab")
        c[i % 3] += 1
        od[i % 7] = c.get(i % 3, 0)
        if i % 5 == 0:
            od.move_to_end(i % 7, last=False)
    return c.most_common(3), list(od.items())


print(counter_ops(1000))


# One trace, defaultdicts with different factories: a builtin type's value
# is made by the trace's helper, a lambda is left to the interpreter, and a
# factory changed (or removed) while the loop runs is the one called.
def append_all(d, n):
    for i in range(n):
        d[i % 13].append(i)
        if i == n // 2:
            d.default_factory = lambda: ["switched"]
    return d


made = []


def tracking():
    made.append(1)
    return []


for d in [defaultdict(list), defaultdict(tracking), defaultdict(lambda: ["lam"])]:
    out = append_all(d, 2000)
    print(len(out), out[0][:3], out[12][-1], len(made))
late = defaultdict(list, {k: [] for k in range(6)})
late.default_factory = None
try:
    append_all(late, 2000)
except KeyError as e:
    print("KeyError", e, late.default_factory)
