t = 1, 2, 3
print(t, type(t))
x, y, z = t
print(x, y, z)
a, b = 'hi'
print(a, b)
p, q = [10, 20]
print(p, q)
a, b = b, a
print(a, b)
m, n, o = range(3)
print(m, n, o)
k1, k2 = {'first': 1, 'second': 2}
print(k1, k2)
def pair():
    return 'left', 'right'
l, r = pair()
print(l, r, pair())
single, = [42]
print(single)
(u, v) = 7, 8
print(u, v)
