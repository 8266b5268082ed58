print(float(2 ** 1024 - 2 ** 971))
print(float(2 ** 1024 - 2 ** 970))
