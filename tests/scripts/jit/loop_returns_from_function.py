# A hot loop whose side trace returns from its function (`return` inside
# the loop): the loop's native code returns the value itself, and the
# interpreter returns from the frame. Every way out must give what CPython
# gives: the value and its type, the finally blocks that run on the way,
# the state left behind in objects.


def escape_time(cr, ci, limit):
    zr = 0.0
    zi = 0.0
    i = 0
    while i < limit:
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return i
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
        i += 1
    return limit


total = 0
inside = 0
for y in range(40):
    for x in range(60):
        n = escape_time(-2.0 + 3.0 * x / 60, -1.2 + 2.4 * y / 40, 60)
        total += n
        if n == 60:
            inside += 1
print("escape", total, inside)


# A search over a list (the iterator is on the stack when it returns),
# returning values of different types from the same loop.
def find(items, target):
    for k in items:
        if k == target:
            return k * 2
        if k > target + 1000:
            return "far"
    return None


data = list(range(0, 3000, 3))
got = []
for t in list(range(0, 3300, 37)) * 3:
    got.append(find(data, t))
print("find", got[:12], got[-5:], len(got))


# The returned value is a float in some calls, an int in others, a string.
def first_over(xs, bound):
    i = 0
    while i < len(xs):
        if xs[i] > bound:
            return xs[i]
        i += 1
    return -1


mixed = [0.5 * k for k in range(200)] + list(range(200, 400)) + ["x"]
out = []
for b in list(range(0, 420, 7)) * 3:
    try:
        out.append(first_over(mixed, b))
    except TypeError as e:
        out.append("TypeError")
print("first_over", out[:8], out[-8:])


# A return inside try/finally: the finally block runs, every time.
log = []


def guarded_search(xs, target):
    try:
        for v in xs:
            if v == target:
                return v + 1
    finally:
        log.append(target)
    return -1


s = 0
for t in range(300):
    s += guarded_search(range(50), t % 60)
print("guarded", s, len(log), log[-3:])


# Writes made in the loop before the return are seen by the caller.
class Acc:
    def __init__(self):
        self.n = 0
        self.last = None


def count_until(acc, xs, stop):
    for v in xs:
        acc.n += 1
        if v == stop:
            acc.last = v
            return acc.n
    return -acc.n


acc = Acc()
r = 0
for k in range(400):
    r += count_until(acc, range(30), k % 35)
print("count_until", r, acc.n, acc.last)


# A loop enclosed by another loop of the same function returns too (its
# code stays an exit there: the outer loop's code calls it).
def grid_find(rows, target):
    for row in rows:
        for v in row:
            if v == target:
                return (row[0], v)
    return None


grid = [[r * 100 + c for c in range(40)] for r in range(30)]
hits = [grid_find(grid, t) for t in range(0, 3000, 41)]
print("grid_find", hits[:5], hits[-3:])


# Returning from a generator's loop ends the generator.
def gen_until(xs, stop):
    for v in xs:
        if v == stop:
            return
        yield v


print("gen", sum(sum(gen_until(range(100), k)) for k in range(120)))
