for i in range(3):
    print(i, end=' ')
print()
for i in range(10, 0, -3):
    print(i, end=' ')
print()
for i in range(-2, 3):
    print(i * i, end=' ')
print()
total = 0
for i in range(1, 101):
    total += i
print(total)
for i in range(5, 5):
    print('never')
r = range(4)
print(list(r), list(r), sum(r), max(r), min(r), sorted(r, reverse=True))
print(list(reversed(range(1, 10, 3))), list(enumerate(range(2, 5))))
