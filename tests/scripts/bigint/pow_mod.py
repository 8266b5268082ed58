# Three-argument pow with big numbers, negative exponents and moduli.
M = 10 ** 9 + 7
print(pow(2 ** 100, 2 ** 100, M), pow(3, 10 ** 30, M), pow(7, 2 ** 64 + 3, 2 ** 61 - 1))
print(pow(3, -1, 2 ** 100), pow(3, -2, 2 ** 100), pow(-5, 3, 2 ** 70), pow(5, 3, -(2 ** 70)))
print(pow(2 ** 100, 5, -7), pow(-(2 ** 100), 5, 7), pow(5, 2 ** 100, -(2 ** 70)))
print(pow(2 ** 100, 0, 2 ** 80), pow(2, 2 ** 100, 1), pow(3, -1, 1), pow(0, 5, 2 ** 70))
inv = pow(12345678901234567890, -1, 2 ** 127 - 1)
print(inv, inv * 12345678901234567890 % (2 ** 127 - 1))
print(pow(-(2 ** 63), 1, 2 ** 64), pow(2, 63, 2 ** 64), pow(2, 64, 2 ** 64 + 1))
# Fermat test on a Mersenne prime and a composite.
p = 2 ** 89 - 1
print(pow(3, p - 1, p) == 1, pow(3, 2 ** 90 - 2, 2 ** 90 - 1) == 1)
print(pow(2 ** 100, -1), pow(2, 200), pow(-2, 101))
