# Augmented assignment with big ints.
x = 2 ** 62
x += 2 ** 62
print(x, type(x))
x *= 2 ** 40
print(x)
x -= 1
print(x)
x //= 3
print(x)
x %= 10 ** 20
print(x)
x **= 3
print(x)
x <<= 70
print(x)
x >>= 100
print(x)
x &= 2 ** 90 - 1
print(x)
x |= 2 ** 95
print(x)
x ^= -1
print(x)
y = -x
y //= 2 ** 200
print(y, type(y))
items = [2 ** 64, 2 ** 65]
items[0] += 1
items[1] *= items[1]
print(items)
d = {'k': 2 ** 63}
d['k'] -= 2 ** 64
print(d)
