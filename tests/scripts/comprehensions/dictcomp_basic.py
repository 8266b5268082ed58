print({x: x * x for x in range(6)})
words = ["apple", "bob", "cat", "apple", "bob"]
print({w: len(w) for w in words})
print({k: v for k, v in [("a", 1), ("b", 2)] if v > 1})
d = {"x": 1, "y": 2, "z": 3}
print({v: k for k, v in d.items()})
print({i: [j for j in range(i)] for i in range(4)})
