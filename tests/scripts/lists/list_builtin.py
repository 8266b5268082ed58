print(list(), list('abc'), list((1, 2)), list(range(3)), list({'a': 1, 'b': 2}))
print(list([1, [2]]), list(reversed([1, 2, 3])), list(enumerate('ab')), list(zip('ab', [1, 2])))
src = [1, 2]
cp = list(src)
cp.append(3)
print(src, cp, cp is src)
print(len([]), len([[], []]), len([None] * 7))
d = {'x': 1}
print(list(d.items()), list(d.values()), list(d.keys()))
