squares = [x * x for x in range(10)]
print(squares)
print([c.upper() for c in "hello"])
print([x for x in []])
print([(i, s) for i, s in enumerate(["a", "b", "c"])])
