# Counter(generator) and Counter.update/subtract(generator): the counts of
# keys already there are taken as the generator yields them (its loop does
# not stop for each item); new keys, counts that would outgrow an int of 64
# bits, values that are not ints, and keys whose __eq__ is a script's go
# through the usual look-up and store, as CPython's (a script's __eq__ runs
# at both: twice per repeated key).
from collections import Counter

words = ("the of and a to in is you that it he was for on are as with his they I at be this " * 200).split()
by_len = Counter(len(w) for w in words)
print(sorted(by_len.items()))
letters = Counter(ch for w in words for ch in w if ch != "e")
print(letters.most_common(6))

c2 = Counter()
for k in range(40):
    c2.update(w[0] for w in words)
    c2.subtract(w[-1] for w in words if len(w) > 2)
print(sorted(c2.items())[:10])

# At the ends of a 64-bit int the count becomes a big int.
big = Counter({"x": 2**63 - 2})
big.update(ch for ch in "xxxy")
print(big)
neg = Counter({"x": -2**63 + 1})
neg.subtract(ch for ch in "xxx")
print(neg)

# Counts that are not ints: added with +, errors raised where CPython's are.
odd = Counter({"a": 1.5, "b": "s"})
odd.update(ch for ch in "aa")
print(odd)
try:
    odd.update(ch for ch in "bb")
except TypeError as e:
    print("TypeError:", e)


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        print("eq", self.v, other.v if isinstance(other, Key) else other)
        return isinstance(other, Key) and other.v == self.v


k1 = Key(1)
mixed = Counter(x for x in [k1, Key(1), k1, (1, 2), (1, 2), 3, 3.0, True, Key(1)])
print(len(mixed), mixed[(1, 2)], mixed[3], mixed[k1])


def stops():
    yield "a"
    yield "a"
    raise ValueError("stop")


c5 = Counter()
try:
    c5.update(stops())
except ValueError as e:
    print("ValueError:", e, c5)

# The generator reads the counter it updates.
c6 = Counter("abcab")
c6.update(k for k in list(c6) if c6[k] > 1)
print(c6)

total = Counter()
for rep in range(300):
    total.update(i % 17 for i in range(200))
    total.subtract(i % 5 for i in range(40))
print(sorted(total.items())[:6], total.total())
