print(list('ab'), list(range(2, 5)), list((1,)), list([]), list({'k': 1}))
print(tuple('ab'), tuple([1, 2]), tuple(range(0)), tuple({'a': 1, 'b': 2}.values()))
print(dict(), dict(a=1), dict([(1, 2)]), dict({'x': 0}, y=1), dict(zip((1, 2), 'ab')))
l1 = [1, 2]
l2 = list(l1)
t1 = tuple(l1)
l1.append(3)
print(l1, l2, t1)
