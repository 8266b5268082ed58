# Grouping with defaultdict: lists per key, sets per key, nested counts, and
# an adjacency list for a topological sort.
from collections import defaultdict, deque

records = []
x = 17
for i in range(3000):
    x = (x * 48271) % 2147483647
    dept = ["eng", "ops", "sales", "hr", "legal"][x % 5]
    city = ["paris", "oslo", "lima", "kyiv"][(x >> 3) % 4]
    salary = 30000 + (x >> 5) % 90000
    records.append((i, dept, city, salary))

by_dept = defaultdict(list)
cities = defaultdict(set)
pay = defaultdict(lambda: defaultdict(int))
for rid, dept, city, salary in records:
    by_dept[dept].append(rid)
    cities[dept].add(city)
    pay[dept][city] += salary
for dept in sorted(by_dept):
    ids = by_dept[dept]
    print(dept, len(ids), ids[:3], sorted(cities[dept]), max(pay[dept].items(), key=lambda kv: kv[1])[0])
print(len(by_dept), type(pay["eng"]).__name__, pay["nobody"], len(pay))

anagrams = defaultdict(list)
for w in "listen silent enlist google banana inlets stone tones notes onset banana".split():
    anagrams["".join(sorted(w))].append(w)
print(sorted(v for v in anagrams.values() if len(v) > 1))

# Kahn's topological sort over an adjacency defaultdict
edges = [("shirt", "tie"), ("tie", "jacket"), ("pants", "shoes"), ("pants", "belt"), ("belt", "jacket"),
         ("shirt", "belt"), ("socks", "shoes"), ("undershorts", "pants"), ("undershorts", "shoes")]
graph = defaultdict(list)
indegree = defaultdict(int)
for a, b in edges:
    graph[a].append(b)
    indegree[b] += 1
    indegree[a] += 0
ready = deque(sorted(n for n in indegree if indegree[n] == 0))
order = []
while ready:
    n = ready.popleft()
    order.append(n)
    for m in sorted(graph[n]):
        indegree[m] -= 1
        if indegree[m] == 0:
            ready.append(m)
print(order)
print(dict(indegree))
