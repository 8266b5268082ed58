d = {'a': 1, 'b': 2, 'c': 3}
print(d.get('a'), d.get('z'), d.get('z', 0), d.get('b', 99))
print(d.pop('a'), d, d.pop('zz', 'default'), d.pop('zz', None))
print(d.setdefault('b', 100), d.setdefault('new', []), d)
d.setdefault('new', []).append(1)
d.setdefault('new', []).append(2)
print(d)
print(d.setdefault('none'), d)
counts = {}
for w in 'a b a c b a'.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
