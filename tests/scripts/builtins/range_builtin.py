print(list(range(5)), list(range(2, 5)), list(range(0, 10, 4)), list(range(5, 0, -2)))
print(list(range(-3)), list(range(0, -6, -2)), list(range(3, 3)), list(range(1, 2, -1)))
print(range(3)[1], range(1, 10, 2)[-2], len(range(-10, 10, 5)))
r = range(0, 100, 7)
total = 0
for v in r:
    total += v
print(total, sum(r), r[-1], 98 in r, 99 in r)
