d = {'a': 1, 'b': 2}
d['c'] = 3
d['a'] = 10
print(d, len(d), d['b'])
print('a' in d, 'z' in d, 1 in d, 'z' not in d)
del d['b']
print(d)
d['b'] = 20
print(d)
e = {}
e[1] = 'int'
e[1.0] = 'float'
e[True] = 'bool'
print(e)
f = {True: 'x'}
f[1] = 'y'
print(f)
print({'x': 1} == {'x': 1.0}, {} == {}, {'a': 1} != {'a': 2})
