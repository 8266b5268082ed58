d = {'x': 1, 'y': 2, 'z': 3}
print(d.keys())
print(d.values())
print(d.items())
ks = d.keys()
d['w'] = 4
print(ks, len(ks), 'w' in ks)
print(list(d.values()), list(d.items())[0])
print({}.keys(), {}.values(), {}.items())
print(type(d.keys()), type(d.values()), type(d.items()))
for k in d.keys():
    print(k, d[k])
for v in d.values():
    print(v, end=' ')
print()
for k, v in d.items():
    print(k + '=' + str(v))
print(1 in d.values(), ('x', 1) in d.items(), ('x', 2) in d.items())
print(sorted(d.values(), reverse=True), sorted(d.items(), key=lambda kv: -kv[1]))
