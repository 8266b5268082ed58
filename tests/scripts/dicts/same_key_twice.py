# A lookup that found its key is remembered, so that `d[k] += 1` and
# `d[k] = d.get(k, 0) + 1` find the key once: the remembered place is used
# only for that very key object in a dict with the same keys in the same
# places. Every way the place could go stale: another dict with the same
# keys, an equal key that is another object, keys deleted, added, the dict
# rebuilt or cleared, and keys freed and others made in their place.

# Dicts built the same way share their layout: the place found in one is
# right in the other.
d1 = {"a": 1, "b": 2, "c": 3}
d2 = {"a": 10, "b": 20, "c": 30}
print(d1["b"], d2["b"])
d2["b"] = d1["b"] + 100
print(d1, d2)
d1["c"] += d2["c"]
print(d1, d2)

# An equal key that is another object, and keys of other types.
k1 = "xy" * 3
k2 = "".join(["xy", "xy", "xy"])
d = {k1: 1, 5: "five", 2.5: "float", (1, 2): "tuple", True: "bool"}
print(d[k1], d[k2], k1 is k2)
d[k2] += 1
print(d[k1], d[5], d[2.5], d[(1, 2)], d[True], d[1])
d[1.0] = "one"
print(d[True], d)
print(0.0 in {-0.0: "z"}, {-0.0: "z"}[0.0])

# A key whose __hash__ and __eq__ are Python code: CPython calls __hash__
# at every lookup, and so must kiln.
class Noisy:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        print("hash", self.n)
        return self.n % 3

    def __eq__(self, other):
        print("eq", self.n, other.n)
        return self.n == other.n


a, b = Noisy(1), Noisy(4)
nd = {a: "a", b: "b"}
nd[a] += "!"
nd[b] = nd.get(b, "") + "?"
print(nd[a], nd[b], a in nd, Noisy(4) in nd)

# Deleted, added, rebuilt, cleared between two uses of one key.
counts = {}
for w in ["a", "b", "a", "c", "a", "b"]:
    counts[w] = counts.get(w, 0) + 1
print(counts)
print(counts["a"])
del counts["a"]
print("a" in counts, counts.get("a"), counts)
try:
    counts["a"] += 1
except KeyError as e:
    print("KeyError", e)
counts["a"] = 7
for i in range(40):
    counts["k%d" % i] = i  # grows the table: entries move
print(counts["a"], counts["b"], counts["k39"], len(counts))
for i in range(0, 40, 2):
    del counts["k%d" % i]
counts["z"] = 0  # reuses room: the entries are compacted
print(counts["a"], counts["k39"], counts["z"], len(counts))
counts.clear()
print(counts.get("a"), "a" in counts)
counts["a"] = 1
counts["a"] += 1
print(counts)

# Keys made and dropped by the thousand (collections free them and make
# others in their place), looked up twice each in dicts sharing layouts.
total = 0
keep = []
for n in range(20000):
    key = "key%d" % (n % 97)
    row = {"id": n, key: n % 7}
    row[key] += 1
    row[key] = row.get(key, 0) * 2
    total += row[key] + row["id"] % 3
    if n % 1000 == 0:
        keep.append(row)
    junk = [str(j) for j in range(n % 5)]
print(total, len(keep), keep[3])

# Counting: the idioms the remembered place is for.
text = "the quick brown fox jumps over the lazy dog the end".split()
freq = {}
for _ in range(300):
    for word in text:
        if word in freq:
            freq[word] += 1
        else:
            freq[word] = 1
        freq[word + "!"] = freq.get(word + "!", 0) + 1
print(sorted(freq.items())[:6], len(freq))
ints = {}
x = 7
for i in range(5000):
    x = (x * 1103515245 + 12345) % 2147483648
    k = x % 101
    ints[k] = ints.get(k, 0) + 1
    if k % 3 == 0:
        ints[k] -= 1
print(sum(ints.values()), len(ints), ints[0] if 0 in ints else None)
