a = {'x': 1, 'y': [1, 2]}
b = {'y': [1, 2], 'x': 1}
print(a == b, a is b, list(a) == list(b))
print({1: 'a'} == {1.0: 'a'}, {1: 'a'} == {True: 'a'}, {'a': 1} == {'a': True})
print('x' in a, [1, 2] in a.values(), 'y' in a.keys())
