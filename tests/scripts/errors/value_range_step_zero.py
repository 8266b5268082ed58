print(list(range(0, 5, 1)))
r = range(0, 5, 0)
