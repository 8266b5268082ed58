# Tuples compared item by item: ints, strs, floats, bools, big ints, NaN,
# nested tuples, items of kinds that do not order, and instances whose
# __eq__ and __lt__ run (every operator, both directions).
nan = float("nan")

class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, other):
        print("eq", self.k, other.k)
        return self.k == other.k
    def __lt__(self, other):
        print("lt", self.k, other.k)
        return self.k < other.k

pairs = [
    ((1, 2), (1, 3)), ((1, 2), (1, 2)), ((2,), (1, 9)), ((1, 2), (1, 2, 0)),
    (("a", 1), ("a", 0)), (("ab",), ("a",)), (("é", 1), ("e", 1)), (("", 2), ("", 2)),
    ((1, 2.0), (1, 2)), ((1.5, 0), (1, 9)), ((True, 1), (1, 1)), ((False,), (0.0,)),
    ((2**70, 1), (2**70, 0)), ((-2**63, 0), (2**63, 0)), ((nan, 1), (nan, 1)),
    (((1, 2), "x"), ((1, 2), "y")), (((1, (2, 3)),), ((1, (2, 4)),)), ((), ()), ((), (0,)),
    ((None, 1), (None, 2)),
]
for a, b in pairs:
    print(a, b, a < b, a <= b, a == b, a != b, a > b, a >= b)

t = (nan,)
print(t == t, t < t, (nan,) == (nan,), [nan] == [nan])

for a, b in [((1, "a"), (1, 2)), ((None, 1), (None, 2)), (("a", {}), ("a", {}))]:
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
    print(a == b, a != b)

print((1, Key(1)) < (1, Key(2)))
print((Key(1), 5) < (Key(1), 4))
print((Key(3),) == (Key(3),))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "a"), (0, "q")]))
print(sorted([("b", 2), ("a", 3), ("b", 1), ("", 9)], reverse=True))
print(max([(3, 1.5), (3, 2), (2, 99)]), min([("x", 2), ("x", 1.5)]))
