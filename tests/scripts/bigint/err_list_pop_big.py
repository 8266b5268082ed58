x = [1, 2]
print(x.pop(-(2 ** 100) + 2 ** 100))
print(x.pop(2 ** 100))
