print(pow(3, -1, 2 ** 100))
print(pow(2, -1, 2 ** 100))
