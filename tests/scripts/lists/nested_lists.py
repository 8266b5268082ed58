grid = []
for r in range(3):
    row = []
    for c in range(4):
        row.append(r * 4 + c)
    grid.append(row)
print(grid)
for row in grid:
    print(row)
transposed = []
for c in range(4):
    col = []
    for r in range(3):
        col.append(grid[r][c])
    transposed.append(col)
print(transposed)
grid[1][2] = 'X'
print(grid[1], len(grid), len(grid[0]))
flat = []
for row in grid:
    flat += row
print(flat)
print([[]] == [[]], [[1, 2], [3]] < [[1, 2], [4]])
