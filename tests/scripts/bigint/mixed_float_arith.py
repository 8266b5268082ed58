# A big int with a float: the int becomes a (correctly rounded) float first.
b = 2 ** 100
print(b + 0.5, b - 0.5, b * 1.5, b / 1.5, b // 1.5, b % 1.5, 0.5 + b, 1.5 * b, 1.5 / b)
print(b ** 0.5, b ** 2.0, (-b) ** 3.0, 0.5 ** b, 1.0 ** b, (-1.0) ** b, 2.0 ** -b)
print(2 ** 1023 * 2.0, 2 ** 53 + 1 + 0.0, (2 ** 53 + 1) * 1.0, 10 ** 22 + 0.0, 10 ** 23 + 0.0)
x = 0.0
for i in range(10):
    x += 3 ** 45
print(x, x == 10 * 3 ** 45, x == float(10 * 3 ** 45))
print(pow(2 ** 100, 0.5), pow(2 ** 100, -1), pow(-2 ** 100, -1), 2 ** -2 ** 10)
