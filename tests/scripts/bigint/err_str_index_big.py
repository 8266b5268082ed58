print('abc'[-(2 ** 63) - 1])
