print(dict(), dict([('a', 1), ('b', 2)]), dict(a=1, b=2))
print(dict({'x': 1}), dict([('k', 1)], z=2), dict(zip('abc', range(3))))
print(dict([['p', 1], ('q', 2)]), dict([('a', 1), ('a', 2)]))
src = {'one': 1}
cp = dict(src)
cp['two'] = 2
print(src, cp)
print(dict(enumerate('xy')))
