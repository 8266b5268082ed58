print([x for x in range(30) if x % 3 == 0 if x % 2 == 0])
print([x for x in range(10) if x > 4])
words = ["apple", "kiwi", "banana", "fig", "cherry"]
print([w for w in words if len(w) > 3])
print([w[0] for w in words if "i" in w or w.startswith("b")])
