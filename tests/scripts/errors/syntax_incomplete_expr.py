y = 2 *
print(y)
