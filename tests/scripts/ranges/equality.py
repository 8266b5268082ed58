print(range(0) == range(0), range(0) == range(1, 1), range(0, 5, 2) == range(0, 6, 2))
print(range(3) == range(0, 3, 1), range(3) != range(4), range(1, 2) == range(1, 3, 5))
print(range(1, 10, 2)[::-1] == range(9, 0, -2), range(5)[::-1])
print(range(3) == [0, 1, 2], list(range(3)) == [0, 1, 2], bool(range(0)), bool(range(-1, 0)))
