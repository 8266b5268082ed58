first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = 'xyz'
print(init, last)
a, *mid, z = range(6)
print(a, mid, z)
h, *t = [1]
print(h, t)
p, *q, r = (1, 2)
print(p, q, r)
a, (b, *c), *d = 1, (2, 3, 4), 5, 6
print(a, b, c, d)
for head, *tail in [(1, 2, 3), (4,), 'ab']:
    print(head, tail)
x, *y = 'héllo'
print(x, y)
