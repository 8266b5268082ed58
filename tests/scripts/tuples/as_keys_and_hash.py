d = {}
d[(1, 2)] = 'a'
d[1, 3] = 'b'
d[(1, 2)] += '!'
print(d, d[1, 2], (1, 3) in d)
print(hash((1, 2)) == hash((1, 2)), hash((1, 2)) == hash((2, 1)))
print(hash(()), hash((1,)), hash((1, 2)), hash((-1, 0)), hash(((1, 2), 3)))
print(hash((1, 2)) == hash((1.0, 2)), hash((True, False)) == hash((1, 0)))
grid = {}
for r in range(2):
    for c in range(2):
        grid[r, c] = r * 10 + c
print(grid)
