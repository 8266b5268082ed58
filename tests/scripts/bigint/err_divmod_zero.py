print(divmod(2 ** 100, 3))
print(divmod(2 ** 100, 0))
