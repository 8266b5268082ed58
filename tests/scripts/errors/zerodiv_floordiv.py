a = 7
print(a // 1)
print(a // 0)
