print([(x, y) for x in range(3) for y in range(x)])
print([x * y for x in [1, 2, 3] if x != 2 for y in [10, 20] if y > x * 5])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([v for row in matrix for v in row])
