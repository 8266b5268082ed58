a = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
print(a.index(1), a.index(5), a.index(5, 5), a.index(3, 1), a.index(5, -3))
print(a.count(5), a.count(1), a.count(7), [1, 1.0, True].count(1))
print([[1], [1], [2]].count([1]), ['a', 'b'].index('b'))
print(5 in a, 7 in a, a.index(9, 0, 6))
