# reversed() of a dict and of its keys, values and items views.
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
d["z"] = 26
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
print(list(reversed({}.items())), next(reversed(d.values())))
total = 0
for i in range(3000):
    for k, v in reversed(d.items()):
        total += v * i if k != "a" else -i
print(total)
