# Script functions called by builtins (map, filter, sorted's and max's
# key=, functools.reduce, dunders the runtime calls): their calls come
# from native code, not from a loop's trace, and get traces of their own.
import functools
import math


def score(p):
    x, y = p
    d = math.sqrt(x * x + y * y)
    if d > 40.0:
        return d * 0.5 + x
    return d * 2.0 - y


pts = [(i * 0.37 % 97, i * 0.11 % 89) for i in range(6000)]
print(round(sum(map(score, pts)), 6))
print(max(pts, key=score), min(pts, key=score))
print(len(list(filter(lambda p: p[0] > p[1], pts))))
print(sorted(range(5000), key=lambda i: (i * 7919) % 5003)[:5])
print(functools.reduce(lambda a, b: (a * 31 + b) % 1000003, range(8000), 7))


# The argument's type changes: ints, then floats, then strs, then a mix.
def twice(v):
    return v + v


print(sum(map(twice, range(4000))))
print(sum(map(twice, [i * 0.5 for i in range(4000)])))
print(len("".join(map(twice, ["ab"] * 4000))))
mixed = [i if i % 3 else str(i) for i in range(3000)]
print(len(list(map(twice, mixed))), list(map(twice, mixed))[:4])


# Values crossing 2**62 and 2**63 in the called function.
def grow(v):
    return v * 3 + 1


vals = [2**60 + i for i in range(3000)]
print(sum(map(grow, vals)) % 1000007, max(map(grow, vals)))


# Raising in the callback: caught by the caller of map().
def checked(v):
    if v == 2999:
        raise ValueError("bad value " + str(v))
    return v - 1


try:
    print(sum(map(checked, range(5000))))
except ValueError as e:
    print("ValueError:", e)


# A global the function reads, rebound while its calls are hot.
scale = 2


def scaled(v):
    return v * scale


first = list(map(scaled, range(3000)))
scale = 3
second = list(map(scaled, range(3000)))
print(first[-1], second[-1])


# Dunders called by sort and by dict lookups.
class Key:
    def __init__(self, k):
        self.k = k

    def __lt__(self, other):
        return self.k < other.k

    def __eq__(self, other):
        return self.k == other.k

    def __hash__(self):
        return self.k % 101


keys = [Key((i * 7919) % 4001) for i in range(4000)]
ordered = sorted(keys)
print([k.k for k in ordered[:5]], [k.k for k in ordered[-3:]])
table = {k: i for i, k in enumerate(keys)}
print(len(table), table[Key(7919 % 4001)])


# A function that calls itself, reached through map().
def depth(n):
    if n < 2:
        return n
    return depth(n - 1) + 1


print(sum(map(depth, [i % 40 for i in range(3000)])))


# Closures: a key= lambda reading its function's locals, one that
# rebinds a nonlocal, and a recursive inner function.
def nearest(points, cx, cy):
    return sorted(points, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)[:3]


for r in range(20):
    best = nearest(pts[:1500], r * 1.5, r * 0.5)
print(best)


def counter():
    n = 0

    def bump(v):
        nonlocal n
        n += v
        return n

    return bump


print(sum(map(counter(), range(10000))))


def fact(n):
    def rec(k):
        return 1 if k <= 1 else k * rec(k - 1)

    return rec(n)


print(sum(map(fact, [i % 15 for i in range(4000)])))


# Compiled callbacks whose helpers raise (int() of a bad string, a missing
# key), caught around the builtin's call; one whose argument's type
# changes (its trees are entered straight from the builtin's call).
def conv(s):
    v = int(s)
    w = v * 3 + len(s) - 7
    if w > 100:
        w = w // 2 + 1
    return w * 2 + v % 5 - 1
strs = [str(i) for i in range(5000)] + ["12x"]
try:
    print(sum(map(conv, strs)))
except ValueError as e:
    print("ValueError:", e)
d = {str(i): i for i in range(100)}
def look(k):
    a = d[k]
    b = a * 2 + 1
    c = b % 7 + a // 3
    return a + b + c - 1
keys = [str(i % 100) for i in range(5000)] + ["nope"]
try:
    print(sum(map(look, keys)))
except KeyError as e:
    print("KeyError:", e)
def typed(v):
    a = v * 2
    b = a + v
    c = b * 3 + a
    return c + a + b + v
print(sum(map(typed, range(3000))), sum(map(typed, [i * 0.5 for i in range(3000)])), len("".join(map(typed, ["ab"] * 3000))))


# A compiled callback whose inlined call leaves (its argument's type
# changes inside it): the interpreter goes on in the rebuilt frames.
def helper(v):
    return v * 2 + v


def cb(v):
    a = helper(v)
    b = a + a
    c = b + a
    return len(c) if isinstance(c, str) else c - b + a


vals = list(range(4000)) + ["xy"] + list(range(50)) + [2.5] * 10
print(sum(map(cb, vals)))
