a = list(range(10))
del a[0]
print(a)
del a[-1]
print(a)
del a[2:4]
print(a)
del a[::2]
print(a)
b = list(range(10))
del b[::-3]
print(b)
del b[:]
print(b)
c = [1, 2, 3]
del c[1], c[0]
print(c)
d = list(range(6))
del d[10:]
del d[1:100:2]
print(d)
