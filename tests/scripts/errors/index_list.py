items = [1, 2, 3]
print(items[2], items[-3])
print(items[3])
