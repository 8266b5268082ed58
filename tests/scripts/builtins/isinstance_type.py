values = [1, 1.0, True, 'x', [1], (1,), {'a': 1}, None, range(2), len]
for v in values:
    print(repr(v), type(v), isinstance(v, int), isinstance(v, (list, tuple)), isinstance(v, (str, float, dict)))
print(isinstance(True, bool), isinstance(1, bool), isinstance(False, int))
print(isinstance(None, type(None)), isinstance(int, type), isinstance(3, (float, int, str)))
print(type(1) == int, type(True) == int, type(True) is bool, type('') is str)
print(type(type(1)), type(1)(5), type('a')(12), type([])('ab'))
print(type(1.5) is float, type(2 / 1) is float, type(2 // 1) is int, type(2 ** -1) is float)
