a = [1, 2, 3, 4]
a.reverse()
print(a)
b = a.copy()
b.append(5)
print(a, b)
nested = [[1], [2]]
shallow = nested.copy()
shallow[0].append(99)
shallow.append([3])
print(nested, shallow)
print(list(reversed(a)), a)
print(list(reversed([])), list(reversed('abc')), list(reversed(range(4))), list(reversed((1, 2))))
e = []
e.reverse()
print(e)
