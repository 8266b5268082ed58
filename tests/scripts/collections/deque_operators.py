# deque with the operators: comparisons (with deques only), +, *, +=, *=,
# in, hash, bool, and mutation while iterating.
from collections import deque

a, b = deque([1, 2, 3]), deque([1, 2, 4])
print(a == b, a != b, a < b, a <= b, a > b, a >= b, a == a, a != a)
print(deque([1, 2]) < deque([1, 2, 3]), deque([1, 2, 3]) > deque([1, 2]), deque() <= deque(), deque() < deque())
print(deque([1]) == [1], deque([1]) != [1], [1] == deque([1]), deque("ab") == deque(("a", "b")))
for x, y in [(deque([1]), [2]), ([1], deque([2])), (deque([1]), 1), (deque([1]), deque(["a"]))]:
    try:
        print(x < y)
    except TypeError as e:
        print("TypeError", e)
nan = float("nan")
print(deque([1, "a"]) == deque([1, "a"]), deque([nan]) == deque([nan]))
print(deque([1, 2]) + deque([3]), deque() + deque(), deque([0]) * 3, 3 * deque([0]), deque([1, 2]) * 0)
for x, y in [(deque([1]), [2]), ([2], deque([1])), (deque([1]), "ab"), (1, deque())]:
    try:
        print(x + y)
    except TypeError as e:
        print("TypeError", e)
for x, y in [(deque([1]), 1.5), (deque([1]), deque()), (deque([1]), 2**70)]:
    try:
        print(x * y)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
d = deque([1])
d += deque([2])
d += (3, 4)
d += "ab"
d += {"k": 0}
print(d)
try:
    d += 5
except TypeError as e:
    print("TypeError", e)
d *= 2
print(d, len(d))
d *= 0
print(d)
try:
    hash(deque())
except TypeError as e:
    print("TypeError", e)
try:
    {deque(): 1}
except TypeError as e:
    print("TypeError", e)
print(2 in deque([1, 2]), 5 not in deque([1, 2]), [1] in deque([[1]]), "a" in deque("abc"))
print(bool(deque()), not deque([0]), deque() or "empty", deque([0]) and "full")
print(str(deque([1, "a", None])), repr(deque([deque([1])])), f"{deque([1.5])}", "%s" % deque())
r = deque([1])
r.append(r)
print(r)
l = [1]
q = deque([l])
l.append(q)
print(q, l)


def mutate(name, change):
    d = deque([1, 2, 3])
    try:
        for x in d:
            change(d)
        print(name, "ok", d)
    except RuntimeError as e:
        print(name, "RuntimeError", e, d)


def set0(d):
    d[0] = 9


def rot(d):
    d.rotate(1)


def rot0(d):
    d.rotate(0)


def rev(d):
    d.reverse()


def ext0(d):
    d.extend([])


def nothing(d):
    pass


def delete(d):
    if len(d) == 3:
        del d[2]


def insert(d):
    if len(d) == 3:
        d.insert(1, 0)


def remove(d):
    if 3 in d:
        d.remove(3)


def clear(d):
    d.clear()


def clear_empty(d):
    if d:
        d.pop()
        d.pop()
        d.pop()
    d.clear()


def imul1(d):
    d *= 1


for name, f in [("setitem", set0), ("rotate", rot), ("rotate0", rot0), ("reverse", rev), ("extend[]", ext0),
                ("nothing", nothing), ("del", delete), ("insert", insert), ("remove", remove), ("clear", clear),
                ("clear-empty", clear_empty), ("imul1", imul1)]:
    mutate(name, f)

d = deque([1, 2, 3])
it = iter(d)
print(next(it), next(it), next(it))
d.append(4)
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError", e)
try:
    next(it)
except RuntimeError as e:
    print("again: RuntimeError", e)
d = deque([1, 2, 3])
it = reversed(d)
print(next(it), next(it), next(it))
d.append(4)
try:
    next(it)
    print("no error")
except StopIteration:
    print("StopIteration")
it = reversed(d)
next(it)
d.appendleft(0)
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError", e)
print(type(iter(deque())).__name__, type(reversed(deque())).__name__, iter(d) is not iter(d))


class Eq:
    def __init__(self, target, action):
        self.target, self.action = target, action

    def __eq__(self, other):
        self.action(self.target)
        return False


d = deque([1, 2, 3])
for method in ["count", "index", "remove", "__contains__"]:
    d = deque([1, 2, 3])
    try:
        if method == "__contains__":
            print(Eq(d, lambda t: t.append(0)) in d)
        else:
            getattr(d, method)(Eq(d, lambda t: t.append(0)))
    except (RuntimeError, IndexError, ValueError) as e:
        print(method, type(e).__name__, e)
x = deque([1, 2])
y = deque([1, 2])
try:
    print(x == deque([Eq(x, lambda t: t.append(0)), 2]))
except RuntimeError as e:
    print("RuntimeError", e)
