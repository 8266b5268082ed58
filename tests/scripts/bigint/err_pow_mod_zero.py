print(pow(2 ** 100, 5, 7))
print(pow(2 ** 100, 5, 0))
