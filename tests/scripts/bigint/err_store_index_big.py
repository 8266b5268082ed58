items = [1, 2]
items[-(2 ** 64)] = 3
