r = range(0, 10, 3)
print(r[3])
print(r[4])
