# Shortest paths on a grid maze with a deque as the BFS queue, and the path
# rebuilt from the parents; then a 0-1 BFS (appendleft for free moves).
from collections import deque

W, H = 60, 40


def make_grid(seed):
    rows = []
    x = seed
    for r in range(H):
        row = []
        for c in range(W):
            x = (x * 1103515245 + 12345) % 2147483648
            row.append("#" if (x >> 16) % 100 < 28 and (r, c) != (0, 0) and (r, c) != (H - 1, W - 1) else ".")
        rows.append(row)
    return rows


def bfs(grid, start):
    dist = {start: 0}
    parent = {start: None}
    q = deque([start])
    while q:
        r, c = q.popleft()
        d = dist[(r, c)]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < H and 0 <= nc < W and grid[nr][nc] == "." and (nr, nc) not in dist:
                dist[(nr, nc)] = d + 1
                parent[(nr, nc)] = (r, c)
                q.append((nr, nc))
    return dist, parent


def path_to(parent, end):
    path = deque()
    node = end
    while node is not None:
        path.appendleft(node)
        node = parent[node]
    return path


def zero_one_bfs(grid, start):
    # moving right is free, any other step costs 1
    INF = 10 ** 9
    best = [[INF] * W for _ in range(H)]
    best[start[0]][start[1]] = 0
    q = deque([start])
    while q:
        r, c = q.popleft()
        for dr, dc, w in ((0, 1, 0), (1, 0, 1), (-1, 0, 1), (0, -1, 1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < H and 0 <= nc < W and grid[nr][nc] == ".":
                nd = best[r][c] + w
                if nd < best[nr][nc]:
                    best[nr][nc] = nd
                    if w == 0:
                        q.appendleft((nr, nc))
                    else:
                        q.append((nr, nc))
    return best


for seed in (1, 7, 42):
    grid = make_grid(seed)
    dist, parent = bfs(grid, (0, 0))
    end = (H - 1, W - 1)
    reach = len(dist)
    far = max(dist.values())
    if end in dist:
        p = path_to(parent, end)
        print(seed, reach, far, dist[end], len(p), p[0], p[-1], list(p)[:4])
    else:
        print(seed, reach, far, "unreachable")
    best = zero_one_bfs(grid, (0, 0))
    finite = [v for row in best for v in row if v < 10 ** 9]
    print(" 0-1:", len(finite), max(finite), sum(finite), best[H - 1][W - 1] if best[H - 1][W - 1] < 10 ** 9 else None)
