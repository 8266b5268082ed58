# Items of script classes that define only __lt__: heapq asks only '<',
# and equal items land where CPython's C code puts them.
import heapq

calls = []

class Job:
    def __init__(self, prio, name):
        self.prio = prio
        self.name = name
    def __lt__(self, other):
        calls.append((self.name, other.name))
        return self.prio < other.prio
    def __repr__(self):
        return f'Job({self.prio}, {self.name!r})'

jobs = [Job(p, n) for p, n in [(3, 'a'), (1, 'b'), (2, 'c'), (1, 'd'), (3, 'e'), (2, 'f'), (1, 'g'), (0, 'h')]]
h = []
for j in jobs:
    heapq.heappush(h, j)
print(h)
print(calls)
calls.clear()
print([heapq.heappop(h).name for _ in range(len(h))])
print(len(calls), calls[:10])

calls.clear()
h = list(jobs)
heapq.heapify(h)
print(h, len(calls))
print(heapq.heapreplace(h, Job(1, 'r')), h)
print(heapq.heappushpop(h, Job(5, 'p')), heapq.heappushpop(h, Job(-1, 'q')))
print(h)

# Equal priorities, many of them: stability is not promised, but the
# order is CPython's exactly (small and cache-friendly heapify alike).
for n in (100, 2600):
    items = [Job(i % 3, str(i)) for i in range(n)]
    calls.clear()
    heapq.heapify(items)
    out = [heapq.heappop(items).name for _ in range(20)]
    print(n, out, len(calls))

# A class with __lt__ that returns NotImplemented for strangers.
class Only:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if not isinstance(other, Only):
            return NotImplemented
        return self.v < other.v

try:
    heapq.heappush([Only(1)], 3)
except TypeError as e:
    print('TypeError:', e)

# A class with only __gt__: '<' falls back to the reflected __gt__.
class Gt:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
    def __repr__(self):
        return f'Gt({self.v})'
h = [Gt(5), Gt(1), Gt(3), Gt(0)]
heapq.heapify(h)
print(h)

# __lt__ returning non-bools: truthiness decides.
class Weird:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return [1] if self.v < other.v else ''
    def __repr__(self):
        return f'W{self.v}'
h = []
for v in [4, 2, 9, 1]:
    heapq.heappush(h, Weird(v))
print(h, heapq.heappop(h))

# A comparison that raises: the exception comes out, the heap keeps its items.
class Boom:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if self.v == 13 or other.v == 13:
            raise ValueError('unlucky')
        return self.v < other.v
    def __repr__(self):
        return f'B{self.v}'
h = [Boom(v) for v in [1, 5, 9]]
try:
    heapq.heappush(h, Boom(13))
except ValueError as e:
    print('ValueError:', e, h)

# Comparisons that change the list's size: CPython's RuntimeError.
class Grower:
    def __init__(self, v, heap):
        self.v = v
        self.heap = heap
    def __lt__(self, other):
        self.heap.append(Grower(0, None))
        return self.v < other.v
h = []
h.append(Grower(3, h))
h.append(Grower(1, h))
try:
    heapq.heappush(h, Grower(0, h))
except RuntimeError as e:
    print('RuntimeError:', e, len(h))
h = []
items = [Grower(v, h) for v in [5, 4, 3, 2, 1]]
h.extend(items)
for fn in (heapq.heapify, heapq.heappop):
    try:
        fn(h)
    except RuntimeError as e:
        print('RuntimeError:', e, len(h))

# A comparison that empties the heap while heappushpop compares.
class Thief:
    def __init__(self, v, heap):
        self.v = v
        self.heap = heap
    def __lt__(self, other):
        self.heap.clear()
        return True
h = []
h.append(Thief(1, h))
try:
    print(heapq.heappushpop(h, Thief(2, h)))
except IndexError as e:
    print('IndexError:', e)
