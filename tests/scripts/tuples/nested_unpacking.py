a, (b, c) = 1, (2, 3)
print(a, b, c)
(a, b), (c, d) = (1, 2), 'xy'
print(a, b, c, d)
(x, (y, (z, w))) = (1, (2, (3, 4)))
print(x, y, z, w)
points = [(1, (2, 3)), (4, (5, 6))]
for n, (px, py) in points:
    print(n, px + py)
for i, (k, v) in enumerate([('a', 1), ('b', 2)]):
    print(i, k, v)
