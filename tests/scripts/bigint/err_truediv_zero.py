print(2 ** 100 / 4)
print(2 ** 100 / 0)
