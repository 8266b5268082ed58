t = (1, 2)
print(t)
t[0] = 5
