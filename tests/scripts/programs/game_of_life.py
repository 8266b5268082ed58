# Conway's Game of Life on a small torus.
W, H = 12, 10
def empty():
    g = []
    for _ in range(H):
        g.append([0] * W)
    return g

def step(grid):
    new = empty()
    for y in range(H):
        for x in range(W):
            n = 0
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    if dx == 0 and dy == 0:
                        continue
                    n += grid[(y + dy) % H][(x + dx) % W]
            if grid[y][x] and n in (2, 3):
                new[y][x] = 1
            elif not grid[y][x] and n == 3:
                new[y][x] = 1
    return new

def show(grid):
    for row in grid:
        line = ''
        for c in row:
            line += '#' if c else '.'
        print(line)

def population(grid):
    total = 0
    for row in grid:
        total += sum(row)
    return total

g = empty()
for x, y in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]:
    g[y][x] = 1
for x, y in [(8, 5), (8, 6), (8, 7)]:
    g[y][x] = 1
pops = []
for gen in range(25):
    if gen in (0, 4, 24):
        print('generation', gen)
        show(g)
    pops.append(population(g))
    g = step(g)
print(pops)
