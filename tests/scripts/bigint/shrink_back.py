# Results that fit in 64 bits again behave exactly like small ints.
a = (2 ** 100 - 2 ** 100 + 5) + 1
print(a, type(a), a == 6, [10, 20, 30, 40, 50, 60, 70][a], 'abcdefgh'[a])
b = 2 ** 70 // 2 ** 10
print(b, type(b), b == 2 ** 60, b + 1, b * 4, b * 8, hex(b))
c = (2 ** 64 + 7) % 2 ** 64
print(c, list(range(c)), 'x' * c, [0] * c)
d = -(2 ** 80) // 2 ** 20
print(d, d - 1, d // 2, abs(d))
e = 2 ** 63 - 1
print(e, e + 1 - 1, (e + 1) // 2, (e + 1) - 2 ** 63)
items = [1, 2, 3]
i = 2 ** 100 - (2 ** 100 - 1)
items[i] = 'set'
print(items, items[i - 2], items[-i])
for n in range(3):
    x = 2 ** 64 * n - 2 ** 64 * n + n
    print(x, range(10)[x], (1, 2, 3)[x])
big = 10 ** 30
small = big // 10 ** 25
print(small, type(small), small < 2 ** 63, range(small)[-1])
print(int(2.0 ** 70) >> 10, float(2 ** 70 >> 10), round(2 ** 70 / 2 ** 60))
