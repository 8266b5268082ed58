# Builtin methods of builtin objects called in hot loops: the trace calls
# the native function directly. Errors they raise, Python code they run
# (comparisons of instances in list.sort), and a call site that sees
# another kind of object must all behave as in the interpreter.


def counts(words):
    c = {}
    for w in words:
        c[w] = c.get(w, 0) + 1
    return c


words = ["ab", "cd", "ab", "ef", "cd", "ab"] * 300
c = counts(words)
print(sorted(c.items()))

# Methods that mutate, and that return values of several types.
acc = []
parts = 0
for i in range(3000):
    s = "x%d,y%d" % (i % 7, i % 5)
    p = s.split(",")
    parts += len(p)
    acc.append(p[0].upper())
    if i % 500 == 0:
        acc.extend(["z"] * 3)
    acc.insert(0, s.startswith("x3"))
    acc.pop()
print(parts, len(acc), acc[:5], acc.count(True), acc.count("X3"))

# Errors raised by the native method, inside the hot loop.
d = {}
missing = 0
for i in range(2000):
    d[i % 97] = i
    try:
        d.pop(i % 101)
    except KeyError as e:
        missing += 1
print("missing", missing, len(d))

found = []
lst = list(range(50))
for i in range(1500):
    try:
        found.append(lst.index(i % 60))
    except ValueError as e:
        found.append(str(e))
print(found[48:53], len(found))


# Python code run by a native method: list.sort comparing instances.
class K:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v


total = 0
for i in range(400):
    ks = [K((i * 7 + j * 13) % 17) for j in range(6)]
    ks.sort()
    total += ks[0].v * 100 + ks[-1].v
print("sorted", total)

# One call site, objects of several kinds: the kind guard leaves when the
# receiver changes kind, and the interpreter looks the method up.
things = [[3, 1, 2], (3, 1, 2), "312", [1, 1, 2], "1112"] * 200
n = 0
for t in things:
    n += t.count(t[1]) * 10 + t.index(t[-1])
print("kinds", n)

# A set, and methods with several arguments.
s = set()
hits = 0
for i in range(3000):
    s.add(i % 41)
    if s.isdisjoint([i % 53]) is False:
        hits += 1
    s.discard(i % 43)
print("set", len(s), hits, "-".join(sorted(str(x) for x in s))[:40])
print("replace", "a-b-c".replace("-", "+", 1), ",".join([str(x) for x in range(5)]))
