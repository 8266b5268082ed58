# bisect: the four functions and their aliases, lo/hi, key=, errors.
import bisect
from bisect import bisect_left, bisect_right, insort_left, insort_right

a = [1, 2, 2, 2, 3, 5, 8, 8, 13]
for x in (0, 1, 2, 4, 8, 13, 14, 2.5, True):
    print(x, bisect_left(a, x), bisect_right(a, x), bisect.bisect(a, x))
print(bisect_left(a, 2, 2), bisect_left(a, 2, 5), bisect_right(a, 8, 0, 6), bisect_right(a, 8, hi=7))
print(bisect_left(a, 2, lo=1, hi=3), bisect_right(a, 100, 3, None), bisect_left(a, 5, 0, -1))
print(bisect_left(a, 5, 0, -5), bisect_right(a, 5, 7, 2), bisect_left(a, 1, 20))
print(bisect_left([], 3), bisect_right([], 3), bisect_left((1, 3, 5), 4), bisect_right('acegi', 'f'))
print(bisect_left(range(0, 100, 5), 42), bisect_right(range(10), 4))

grades = 'FDCBA'
def grade(score, breakpoints=(60, 70, 80, 90)):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])

s = []
for x in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    insort_right(s, x)
print(s)
insort_left(s, 5)
bisect.insort(s, 0)
bisect.insort(s, 7, lo=3)
print(s)
insort_left(s, 100, 0, 3)
insort_right(s, -1, 50)
print(s)

# key= (3.10): applied to the items, not to x; insort applies it to x first.
recs = [('ann', 21), ('bob', 25), ('cy', 25), ('dee', 30)]
ages = lambda r: r[1]
print(bisect_left(recs, 25, key=ages), bisect_right(recs, 25, key=ages), bisect.bisect(recs, 99, key=ages))
insort_left(recs, ('eve', 25), key=ages)
insort_right(recs, ('fay', 25), key=ages)
bisect.insort(recs, ('gus', 1), key=ages)
print(recs)
print(bisect_left(['a', 'BB', 'ccc'], 2, key=len), bisect_right(['a', 'BB', 'ccc'], 'bb', key=str.lower))

class Rev:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print('lt', self.v, other.v)
        return self.v > other.v
    def __repr__(self):
        return f'Rev({self.v})'
desc = [Rev(9), Rev(7), Rev(7), Rev(3)]
print(bisect_left(desc, Rev(7)), bisect_right(desc, Rev(7)))
insort_left(desc, Rev(8))
print(desc)

# A sequence class: items through __getitem__, insert through .insert.
class Seq:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        print('get', i)
        return self.items[i]
    def insert(self, i, x):
        print('insert', i, x)
        self.items.insert(i, x)
q = Seq([10, 20, 30, 40])
print(bisect_left(q, 25))
insort_right(q, 20)
print(q.items)

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)

for f in (bisect_left, bisect_right, insort_left, insort_right, bisect.bisect, bisect.insort):
    attempt(lambda: f())
    attempt(lambda: f([1]))
    attempt(lambda: f([1], 2, 3, 4, 5))
    attempt(lambda: f([1], 2, -1))
    attempt(lambda: f([1], 2, 'a'))
    attempt(lambda: f([1], 2, 0, 'a'))
    attempt(lambda: f([1], 2, 0, 2.0))
    attempt(lambda: f([1], 2, 1.0))
    attempt(lambda: f([1], 2, lo=2**70))
    attempt(lambda: f([1], 2, hi=2**70))
    attempt(lambda: f([1], 2, y=3))
    attempt(lambda: f([1], 2, 0, None, None, 3))
    attempt(lambda: f(a=[1], x=2))
    attempt(lambda: f([1], 2, x=2))
    attempt(lambda: f(3, 2))
    attempt(lambda: f((1, 3), 2))
    attempt(lambda: f([1, 3], 2, key=3))
    attempt(lambda: f([1, 'a'], 2))
    attempt(lambda: f([1, 3], 2, key=lambda v: 1 / 0))
    attempt(lambda: f([1, 3], 2, 0, -1))
    attempt(lambda: f([1, 3], 2, 5, 1))
    attempt(lambda: f([1, 3], 2, 0, 10))
print(bisect.bisect is bisect_right, bisect.insort is insort_right, bisect_left)
