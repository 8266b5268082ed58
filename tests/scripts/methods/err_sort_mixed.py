values = [3, 1, 'x', 2]
values.sort()
