matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
print([[j for j in range(i)] for i in range(4)])
grid = [[(r, c) for c in range(2)] for r in range(2)]
print(grid)
