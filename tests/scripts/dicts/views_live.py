d = {'a': 1}
k = d.keys()
v = d.values()
i = d.items()
d['b'] = 2
print(k, v, i)
del d['a']
print(k, v, i, len(i))
d.clear()
print(k, list(v), bool(i))
