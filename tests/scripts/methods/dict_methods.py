# dict methods
d = {'a': 1, 'b': 2}
print(d.get('a'), d.get('z'), d.get('z', 0), d.keys(), d.values(), d.items())
print(d.pop('a'), d.pop('z', 'dflt'), d, d.setdefault('c', 3), d.setdefault('c', 9), d.setdefault('n'), d)
d.update({'x': 1}, y=2)
d.update([('q', 5), ['r', 6]])
d.update(zip('st', [7, 8]))
d.update(['uv', 'wx'])
d.update({'b': 'new'}.items())
d.update()
d.update(d)
print(d)
print(d.popitem(), d.popitem(), d)
c = d.copy()
c['b'] = 'changed'
print(c, d, c == d)
k = d.keys()
v = d.values()
it = d.items()
d['late'] = 1
print(k, v, it, len(k), 'late' in k, ('late', 1) in it)
print(dict.fromkeys('ab'), dict.fromkeys([1, 2], 0), d.fromkeys('x', []), dict.fromkeys(k, 'z'), dict.fromkeys(range(3)))
print({}.pop('missing', None), {1: 'one'}.get(1.0), {1: 'one'}.get(True))
big = {}
i = 0
while i < 20000:
    big[i] = i * 2
    i += 1
total = 0
while big:
    kv = big.popitem()
    total += kv[1] - kv[0]
print(total, len(big), big)
big[1] = 2
big.update(a=1)
print(big)
d.clear()
print(d, len(k), list(v))
print(dict.get({'a': 1}, 'a'), dict.keys({'a': 1}), dict.pop({'a': 1}, 'a'))
