W, H = 64, 64
grid = [[1 if (x * 7 + y * 13) % 5 == 0 else 0 for x in range(W)] for y in range(H)]
for gen in range(60):
    new = [[0] * W for _ in range(H)]
    for y in range(H):
        for x in range(W):
            n = 0
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    if dx or dy:
                        n += grid[(y + dy) % H][(x + dx) % W]
            c = grid[y][x]
            new[y][x] = 1 if n == 3 or (c and n == 2) else 0
    grid = new
print(sum(map(sum, grid)))
