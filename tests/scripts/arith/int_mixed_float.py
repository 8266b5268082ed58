print(1 + 1.0, 3 * 0.5, 7 - 0.5, 2 ** 0.0)
print(1 + True, 1.0 + True, 10 * False)
print(type(1 + 1.0), type(1 + True), type(True + True))
print(1 / 2 + 1, 10 // 3.0, 10 % 3.0)
print(abs(-3) + abs(-1.5), -7 // 2.0)
print(0.1 + 0.2, 0.1 * 3, 1 - 0.9)
print(1e16 + 1, 1e16 + 2, 2 ** 53 + 1.0)
x = 3
x += 0.5
print(x)
x *= 2
print(x)
x //= 2
print(x)
