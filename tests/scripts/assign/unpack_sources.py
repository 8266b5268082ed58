a, b, c = 'abc'
print(a, b, c)
x, y = range(2)
print(x, y)
k1, k2 = {'one': 1, 'two': 2}
print(k1, k2)
(first, second), third = [[1, 2], 3]
print(first, second, third)
k, v = list({'only': 'item'}.items())[0]
print(k, v)
e1, e2 = enumerate('xy')
print(e1, e2)
z1, z2 = zip([1, 2], 'ab')
print(z1, z2)
r1, r2, r3 = reversed([1, 2, 3])
print(r1, r2, r3)
