d = {'a': 1}
print(d.pop('a'))
print(d.pop('b', 'fallback'))
d.pop('b')
