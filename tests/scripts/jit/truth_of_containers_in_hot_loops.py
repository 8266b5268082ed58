# The truth of lists, tuples, strs, dicts (and their flavours), deques and
# namedtuples in hot loops: `if x`, `while x`, `not x`, `x or y`, `x and y`,
# with empty and non-empty ones mixed, read natively by the traces.
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

P = namedtuple("P", "x y")
E = namedtuple("E", "")
values = [[], [0], (), (0,), "", "a", "\u00e9", {}, {0: 0}, deque(), deque([0]),
          Counter(), Counter("ab"), defaultdict(int), OrderedDict(a=1), P(1, 2), E(), [[]], ("",)]

counts = [0] * len(values)
for i in range(4000):
    k = i % len(values)
    x = values[k]
    if x:
        counts[k] += 1
    if not x:
        counts[k] += 10
    y = x or "empty"
    z = x and "full"
    n = not x
    counts[k] += (y == "empty") * 100 + (z == "full") * 1000 + n * 10000
print(counts)

# A work list emptied and refilled: while it is not empty.
todo = [5]
done = 0
steps = 0
while todo:
    v = todo.pop()
    steps += 1
    if v > 0 and not (steps % 3 == 0 and todo):
        todo.append(v - 1)
        todo.append(v - 2)
    done += v
print(steps, done)

q = deque([3])
seen = {}
while q:
    v = q.popleft()
    if v in seen or not v:
        continue
    seen[v] = True
    q.append((v * 7) % 1001)
    q.append((v * 3) % 1001)
print(len(seen), bool(seen), not seen)

s = "abcdefghij" * 300
total = 0
while s:
    total += ord(s[0])
    s = s[1:] if len(s) % 7 else s[2:]
print(total, s == "", not s)
