a, b = 1, 2
a, b = b, a
print(a, b)
a, b, c = 'x', 'y', 'z'
a, b, c = c, a, b
print(a, b, c)
x = [1, 2, 3]
x[0], x[2] = x[2], x[0]
print(x)
i = 0
lst = [10, 20]
i, lst[i] = 1, 99
print(i, lst)
a, b = 0, 1
for _ in range(10):
    a, b = b, a + b
print(a, b)
