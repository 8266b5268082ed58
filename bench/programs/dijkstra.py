import heapq
def graph(n):
    g = {i: [] for i in range(n)}
    x = 1
    for i in range(n):
        for _ in range(6):
            x = (x * 1103515245 + 12345) % 2147483648
            j = x % n
            w = (x >> 8) % 100 + 1
            g[i].append((j, w))
    return g
def dijkstra(g, s):
    dist = {s: 0}
    pq = [(0, s)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, 1 << 60):
            continue
        for v, w in g[u]:
            nd = d + w
            if nd < dist.get(v, 1 << 60):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist
g = graph(40000)
d = dijkstra(g, 0)
print(len(d), sum(d.values()) % 1000003, max(d.values()))
