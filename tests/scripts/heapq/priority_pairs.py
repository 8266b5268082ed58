# Heaps and sorts of (priority, item) tuples: the first items decide when
# they differ; equal ones, NaNs (a NaN is neither less nor greater), big
# ints, mixed ints and floats and script objects go the whole way, as
# CPython's tuple comparison does.
import heapq

nan = float("nan")
inf = float("inf")
pairs = [(3, "c"), (1, "a"), (2, "b"), (1, "A"), (3.5, "x"), (2 ** 70, "big"), (-(2 ** 70), "small"),
         (2.0, "two"), (True, "true"), (0, "zero"), (inf, "inf"), (-inf, "-inf")]
h = []
for p in pairs:
    heapq.heappush(h, p)
print([heapq.heappop(h) for _ in range(len(h))])
print(sorted(pairs))
print(sorted(pairs, reverse=True)[:4])

# NaN first items: NaN is not less than anything, nor is anything less
# than it, so the tuples' order depends on the second items only when
# the very same NaN object is on both sides (two NaNs made apart are one
# in kiln, which keeps floats unboxed: docs/language.md).
print((nan, 1) < (nan, 2), (nan, 2) < (nan, 1), (1.0, 0) < (nan, 0), (nan, 0) < (1.0, 0))
print(min([(nan, 3), (nan, 1), (nan, 2)]), max([(1.5, "a"), (nan, "z")]))

# Equal first items decide on the second.
h = []
for i in range(200):
    heapq.heappush(h, (i % 5, 200 - i, str(i)))
out = [heapq.heappop(h) for _ in range(8)]
print(out)


class Task:
    def __init__(self, name):
        self.name = name

    def __lt__(self, other):
        print("  Task.__lt__", self.name, other.name)
        return self.name < other.name

    def __repr__(self):
        return "Task(%s)" % self.name


h = []
for p, n in [(2, "b"), (1, "x"), (2, "a"), (1, "y")]:
    heapq.heappush(h, (p, Task(n)))
print([heapq.heappop(h) for _ in range(4)])
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
print(sorted([(1, 2), ("a", 1)], key=lambda t: str(t)))
try:
    sorted([(1, 2), ("a", 1)])
except TypeError as e:
    print("TypeError:", e)
