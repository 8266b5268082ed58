# Programs as users write them: Dijkstra on a grid, a task scheduler, a
# running median with two heaps, top-k words, k-way merge of sorted runs.
import heapq
from heapq import heappush, heappop

def grid(n, seed):
    cells = []
    x = seed
    for _ in range(n * n):
        x = (x * 1103515245 + 12345) % 2147483648
        cells.append(1 + (x >> 16) % 9)
    return cells

def dijkstra(cost, n):
    INF = float('inf')
    dist = [INF] * (n * n)
    dist[0] = cost[0]
    pq = [(cost[0], 0)]
    pops = 0
    while pq:
        d, u = heappop(pq)
        pops += 1
        if d > dist[u]:
            continue
        r, c = divmod(u, n)
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < n:
                v = rr * n + cc
                nd = d + cost[v]
                if nd < dist[v]:
                    dist[v] = nd
                    heappush(pq, (nd, v))
    return dist[-1], pops

for n, seed in ((5, 1), (30, 7), (60, 42)):
    print(n, dijkstra(grid(n, seed), n))

class Task:
    def __init__(self, when, name, every=None):
        self.when, self.name, self.every = when, name, every
    def __lt__(self, other):
        return self.when < other.when
log = []
queue = []
for t in (Task(5, 'backup', 10), Task(0, 'tick', 3), Task(7, 'report'), Task(3, 'tock', 3)):
    heappush(queue, t)
while queue and queue[0].when < 25:
    t = heappop(queue)
    log.append(f'{t.when}:{t.name}')
    if t.every:
        t.when += t.every
        heappush(queue, t)
print(' '.join(log))

low, high, medians = [], [], []
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2, 6, 6]:
    if not low or x <= -low[0]:
        heappush(low, -x)
    else:
        heappush(high, x)
    if len(low) > len(high) + 1:
        heappush(high, -heappop(low))
    elif len(high) > len(low):
        heappush(low, -heappop(high))
    medians.append(-low[0] if len(low) > len(high) else (-low[0] + high[0]) / 2)
print(medians)

text = 'the cat and the dog and the bird saw a cat and a dog'.split()
counts = {}
for w in text:
    counts[w] = counts.get(w, 0) + 1
print(heapq.nlargest(3, counts.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(3, counts, key=counts.get))
runs = [sorted(grid(6, s)[:8]) for s in range(4)]
print(list(heapq.merge(*runs))[:20], len(list(heapq.merge(*runs, reverse=False))))
