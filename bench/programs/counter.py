from collections import Counter, defaultdict, deque
words = [("w%d" % ((i * 7919) % 501)) for i in range(200000)]
c = Counter(words)
print(c.most_common(3))
groups = defaultdict(list)
for i, w in enumerate(words):
    groups[len(w)].append(i)
print(sorted((k, len(v)) for k, v in groups.items()))
q = deque()
s = 0
for i in range(300000):
    q.append(i)
    if len(q) > 100:
        s += q.popleft()
print(s, len(q))
