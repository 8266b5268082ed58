t = (1,)
print(t[0])
print(t[1])
