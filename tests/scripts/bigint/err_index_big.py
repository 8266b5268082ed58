items = [1, 2]
print(items[2 ** 100 - 2 ** 100])
print(items[2 ** 100])
