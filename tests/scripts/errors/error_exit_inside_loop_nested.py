grid = [[1, 2], [3, 4], [5]]
for row in grid:
    for c in range(2):
        print(row[c])
