print(max([1, 2]))
print(max([]))
