# collections.deque: every method, with CPython's results and errors.
from collections import deque

d = deque()
d.append(1)
d.append(2)
d.appendleft(0)
print(d, len(d), bool(d), bool(deque()))
print(d.pop(), d.popleft(), d)
d.extend([3, 4, 5])
d.extendleft("ab")
print(d)
d.extend(range(3))
d.extend(x * x for x in range(3))
d.extend({"k": 1})
print(d)
d.extend(d)  # itself: as a list first
print(len(d), d.count(0), d.count("k"), d.count(99))
d.clear()
print(d, d.clear())

# rotate, reverse, insert, remove, index
d = deque(range(10))
d.rotate()
print(d)
d.rotate(3)
print(d)
d.rotate(-4)
print(d)
d.rotate(23)
print(d)
d.rotate(-17)
print(d)
d.rotate(0)
d.rotate(True)
print(d)
d.reverse()
print(d, d.reverse(), d)
d.insert(0, "start")
d.insert(100, "end")
d.insert(-100, "before")
d.insert(3, "three")
d.insert(-2, "minus2")
print(d)
d.remove("three")
d.remove("end")
print(d)
print(d)
print(d.index(5), d.index(5, 2), d.index(5, -9), d.index(5, 0, 100), d.index("minus2", -3, -1), d.index(5, -2**70, 2**70))
for args in [(99,), (5, 8), (5, 0, 3), ("start", 1)]:
    try:
        d.index(*args)
    except ValueError as e:
        print("ValueError", e)
try:
    d.remove(42)
except ValueError as e:
    print("ValueError", e)
try:
    d.remove([1, 2])
except ValueError as e:
    print("ValueError", e)

# copy, __copy__, reversed, iteration
e = d.copy()
print(e == d, e is d, e, list(reversed(e))[:3], type(d.__copy__()).__name__)
print([x for x in deque("xyz")], list(reversed(deque("xyz"))), sorted(deque([3, 1, 2])), sum(deque(range(5))))
print(max(deque([4, 9, 2])), min(deque("qwe")), "-".join(deque("abc")), tuple(deque((1, 2))), set(deque([1, 1, 2])))
print(list(enumerate(deque("ab"))), list(zip(deque([1, 2]), "xy")), any(deque([0, 0, 1])), all(deque()))

# indexing
d = deque("abcdef")
print(d[0], d[-1], d[2], d[-3], d[True])
d[1] = "B"
d[-1] = "F"
print(d)
del d[0]
del d[-1]
del d[1]
print(d)
for bad in [10, -10, 2**70]:
    try:
        d[bad]
    except IndexError as e:
        print("IndexError", e)
    try:
        d[bad] = 1
    except IndexError as e:
        print("IndexError", e)
    try:
        del d[bad]
    except IndexError as e:
        print("IndexError", e)
for bad in ["a", 1.5, None]:
    try:
        d[bad]
    except TypeError as e:
        print("TypeError", e)
try:
    d[0:2]
except TypeError as e:
    print("TypeError", e)
try:
    d["x"] = 1
except TypeError as e:
    print("TypeError", e)

# errors of the methods
empty = deque()
for f in [empty.pop, empty.popleft]:
    try:
        f()
    except IndexError as e:
        print("IndexError", e)
print(empty.index if False else "-", empty.count(1), 1 in empty)
try:
    deque([1], maxlen=1).insert(0, 2)
except IndexError as e:
    print("IndexError", e)
calls = [
    lambda: d.append(),
    lambda: d.append(1, 2),
    lambda: d.append(x=1),
    lambda: d.pop(1),
    lambda: d.popleft(None),
    lambda: d.rotate(1, 2),
    lambda: d.rotate(x=1),
    lambda: d.rotate(1.5),
    lambda: d.rotate("3"),
    lambda: d.rotate(2**70),
    lambda: d.insert(1),
    lambda: d.insert("a", 1),
    lambda: d.index(),
    lambda: d.index(1, 2, 3, 4),
    lambda: d.index(1, "a"),
    lambda: d.count(),
    lambda: d.extend(5),
    lambda: d.extendleft(None),
    lambda: d.remove(),
    lambda: d.copy(1),
    lambda: deque.append(5, 1),
    lambda: deque.pop(),
    lambda: deque(1, 2, 3),
    lambda: deque(x=1),
    lambda: deque([1], 1.5),
    lambda: deque([1], -1),
    lambda: deque([1], 2**70),
    lambda: deque(5),
    lambda: deque([1], maxlen="2"),
    lambda: deque([1], iterable=[2]),
]
for call in calls:
    try:
        print(call())
    except Exception as ex:
        print(type(ex).__name__, ex)
print(deque(iterable="ab", maxlen=5), deque("abc", None), deque(maxlen=True), deque(maxlen=0))
