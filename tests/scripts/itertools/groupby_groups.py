# groupby's group iterators share the groupby's position: advancing the
# groupby ends the group it gave before, and a group read partway leaves
# the groupby to skip the rest.
from itertools import groupby

data = "aaabbbcccd"
g = groupby(data)
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1), k2, list(g2))  # g1 was invalidated by the second next()

g = groupby(data)
k1, g1 = next(g)
print(k1, next(g1))  # one value of the first group
k2, g2 = next(g)     # skips the rest of the a's
print(k2, list(g1), list(g2), list(g2))

g = groupby(data)
pairs = list(g)      # every group is stale once the groupby is exhausted
print([(k, list(v)) for k, v in pairs])

g = groupby(data)
groups = [(k, v) for k, v in g]
print([k for k, _ in groups], [list(v) for _, v in groups])

# A group read to its end leaves the value after it for the groupby.
g = groupby([1, 1, 2, 2, 3])
k, v = next(g)
print(k, list(v), next(g)[0], next(g)[0], next(g, "end"))

# Interleaving: reading a group, then the groupby, then the old group.
g = groupby("xxyyzz")
k, grp = next(g)
print(next(grp))
k2, grp2 = next(g)
print(k2, next(grp, "stale"), next(grp2), next(grp2), next(grp2, "group end"))

# The group objects: their type, their own iterators, exhausted for good.
g = groupby("ab")
k, grp = next(g)
print(type(grp).__name__, type(grp).__module__, iter(grp) is grp, list(grp), list(grp))

# Keys compared with ==: a key equal across types stays one group.
print([(k, list(v)) for k, v in groupby([1, 1.0, True, 2, 2.0])])

class Key:
    def __init__(self, name, n):
        self.name = name
        self.n = n

    def __eq__(self, other):
        print(f"  {self.name} == {other.name}?")
        return self.n == other.n

print("comparisons of keys:")
items = [Key("a", 1), Key("b", 1), Key("c", 2)]
for k, grp in groupby(items):
    print(" group", k.name, [x.name for x in grp])
print("skipping a group compares too:")
g = groupby(items)
next(g)
k, grp = next(g)
print(" second group starts at", k.name)

print("an __eq__ that raises:")
class Bad:
    def __eq__(self, other):
        raise RuntimeError("no compare")
g = groupby([Bad(), Bad()])
k, grp = next(g)
try:
    print(list(grp))
except RuntimeError as e:
    print("  RuntimeError", e)

# Run-length encoding and decoding.
def rle(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]

def unrle(pairs):
    return "".join(ch * n for ch, n in pairs)

for s in ["", "a", "aaaabbbcca", "abcabc", "zzzzzzzzzz"]:
    enc = rle(s)
    print(repr(s), enc, unrle(enc) == s)

# Grouping sorted records by a key.
people = [("ann", 31), ("bob", 25), ("cid", 31), ("dee", 25), ("eve", 40)]
by_age = sorted(people, key=lambda p: p[1])
for age, members in groupby(by_age, key=lambda p: p[1]):
    print(age, [name for name, _ in members])
