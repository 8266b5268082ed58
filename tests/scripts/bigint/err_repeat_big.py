print('ab' * 3)
print('a' * 2 ** 100)
