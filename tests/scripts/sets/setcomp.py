print({x % 5 for x in range(20)})
print({c for c in "mississippi"} == set("misp"))
print(sorted({w.lower() for w in "The cat the Dog".split()}))
print({x * y for x in range(4) for y in range(4) if x != y})
