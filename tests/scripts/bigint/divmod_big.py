# divmod() with big ints, floats mixed in.
print(divmod(2 ** 100, 7), divmod(-2 ** 100, 7), divmod(2 ** 100, -7), divmod(-2 ** 100, -7))
print(divmod(10 ** 30, 10 ** 15), divmod(10 ** 30 + 1, 10 ** 15))
print(divmod(-(2 ** 63), -1), divmod(2 ** 64, 2 ** 64 + 1), divmod(2 ** 64 + 1, 2 ** 64))
q, r = divmod(3 ** 100, 2 ** 70)
print(q, r, q * 2 ** 70 + r == 3 ** 100, type(q), type(r))
print(divmod(2 ** 100, 2.5), divmod(2.5, 2 ** 100), divmod(-2.5, 2 ** 70))
print(2 ** 100 % 7.0, 2 ** 100 // 3.0)
