# heapq's functions on ints, strs, tuples with ties, and their errors.
import heapq
from heapq import heappush, heappop, heapify, heapreplace, heappushpop

h = []
for x in [5, 3, 8, 1, 9, 2, 7, 3, 1]:
    heappush(h, x)
print(h)
print([heappop(h) for _ in range(len(h))])

data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapify(data)
print(data)
print(heapreplace(data, 10), data)
print(heappushpop(data, -1), data)
print(heappushpop(data, 4), data)
print(heappushpop([], 3))

words = "the quick brown fox jumps over the lazy dog".split()
heapify(words)
print(words, heappop(words), words)

# Ties in tuples fall through to the next field, as CPython's order does.
tasks = []
for prio, name in [(2, 'write'), (1, 'read'), (2, 'adjust'), (1, 'alpha'), (3, 'zzz'), (1, 'read')]:
    heappush(tasks, (prio, name))
print(tasks)
print([heappop(tasks) for _ in range(len(tasks))])

# Floats, bools and big ints mixed with ints.
mixed = [3.5, True, 2**70, -2**65, 0, 2.0, False]
heapify(mixed)
print(mixed)
print([heappop(mixed) for _ in range(len(mixed))])

# Sizes around the switch to the cache-friendly heapify (2500 items).
for n in (2500, 2501, 3000, 5003):
    xs = [(i * 7919) % 1009 for i in range(n)]
    heapify(xs)
    ok = all(xs[(i - 1) // 2] <= xs[i] for i in range(1, n))
    print(n, ok, xs[:8], sum(xs[i] * i for i in range(n)) % 1000003)

# heapsort
def heapsort(iterable):
    h = []
    for v in iterable:
        heappush(h, v)
    return [heappop(h) for _ in range(len(h))]
print(heapsort([1, 3, 5, 7, 9, 2, 4, 6, 8, 0]))

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)

attempt(lambda: heappop([]))
attempt(lambda: heapreplace([], 1))
attempt(lambda: heappush((), 1))
attempt(lambda: heappop(()))
attempt(lambda: heapify({}))
attempt(lambda: heapreplace(None, 1))
attempt(lambda: heappushpop('ab', 1))
attempt(lambda: heappush([]))
attempt(lambda: heappush([], 1, 2))
attempt(lambda: heappop())
attempt(lambda: heapify([], []))
attempt(lambda: heappush(heap=[], item=1))
attempt(lambda: heapq.heappop(heap=[]))
attempt(lambda: heappush([1, 2], 'a'))
attempt(lambda: heappush([object()], object()))
attempt(lambda: heapify([1, 'a', 2]))
attempt(lambda: heappushpop([1], None))
attempt(lambda: heappush([{}], {}))
bad = [3, 1, 'x']
attempt(lambda: heapify(bad))
print(bad)
print(heapq.__all__)
print(type(heappush).__name__, heappush)
