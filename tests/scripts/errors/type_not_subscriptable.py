n = 42
print(n)
print(n[0])
