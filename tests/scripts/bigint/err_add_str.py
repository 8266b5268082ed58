print(2 ** 100 + 1)
print(2 ** 100 + 'a')
