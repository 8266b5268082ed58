a = [0, 1, 2, 3, 4, 5]
a[1:3] = ['a', 'b', 'c']
print(a)
a[:2] = []
print(a)
a[len(a):] = [10, 11]
print(a)
a[0:0] = ['front']
print(a)
a[::2] = ['X', 'Y', 'Z', 'W']
print(a)
a[-2:] = 'pq'
print(a)
b = [1, 2, 3]
b[:] = b + b
print(b)
c = list(range(6))
c[::-2] = [50, 30, 10]
print(c)
