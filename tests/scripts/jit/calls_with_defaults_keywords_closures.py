# Calls from hot loops that leave parameters to their defaults, pass
# keyword arguments, or call closures: inlined in the trace, and each must
# bind exactly as CPython binds (and fail where it fails).


def f(a, b=2, c=3.5, d="x", e=None):
    return (a + b) * c, d * b, e


def defaults_and_keywords(n):
    t = 0.0
    s = ""
    nones = 0
    for i in range(n):
        x, y, z = f(i)
        t += x
        x, y, z = f(i, c=1)
        t += x
        x, y, z = f(b=i % 3, a=i)
        t += x
        s = y
        x, y, z = f(i, 4, d="ab", e=i)
        t += x + z
        nones += f(i, e=None)[2] is None
    return t, s, nones


print(defaults_and_keywords(3000))


def acc(x, seen=[]):
    seen.append(x)
    return len(seen)


def shared_default(n):
    t = 0
    for i in range(n):
        t += acc(i)
    return t, acc(-1)


print(shared_default(2000))


def pos_only(a, /, b=10):
    return a - b


def binding_errors(n):
    out = []
    for i in range(n):
        try:
            if i % 500 == 499:
                out.append(f(i, a=1))
            elif i % 500 == 498:
                out.append(f(i, z=1))
            elif i % 500 == 497:
                out.append(pos_only(a=i))
            elif i % 500 == 496:
                out.append(f())
            else:
                out.append(pos_only(i, b=i % 7) + pos_only(i))
        except TypeError as e:
            out.append(str(e))
    return out[-6:], len(out)


print(binding_errors(2000))


def closures(n):
    k = 3
    offset = 0.5

    def scale(x):
        return x * k + 1

    def shifted(x):
        return x + offset

    total = 0
    ftotal = 0.0
    for i in range(n):
        total += scale(i) % 7
        ftotal += shifted(i)
        if i == n // 2:
            k = 5          # the cell's value changes while the loop is hot
            offset = 1     # and its type
    return total, ftotal


print(closures(4000))


def counter():
    count = 0

    def bump(by):
        nonlocal count
        count += by
        return count

    return bump


def nonlocal_writes(n):
    b = counter()
    c = counter()
    last = 0
    for i in range(n):
        last = b(1) + c(2)
    return last, b(0), c(0)


print(nonlocal_writes(3000))


def made_in_loop(n):
    t = 0
    for i in range(n):
        g = lambda x: x + i          # a cell of this frame: i as it is now
        def h(a, b=i):               # defaults made anew: b is this i
            return a * b
        t += g(1) + h(2) + h(1, 1)
    return t


print(made_in_loop(2500))


def make_adders():
    return [lambda x, k=k: x + k for k in range(3)] + [(lambda k: lambda x: x * k)(k) for k in range(3)]


def many_closures(n):
    fs = make_adders()
    t = 0
    for i in range(n):
        t += fs[i % 6](i)
    return t


print(many_closures(3000))


class Point:
    def __init__(self, x, y=0.0, tag="p", extra=None):
        self.x = x
        self.y = y
        self.tag = tag
        self.extra = extra


def constructors(n):
    t = 0.0
    tags = set()
    for i in range(n):
        p = Point(i)
        q = Point(i, 2.5)
        r = Point(i, i, "r")
        t += p.x + p.y + q.y + r.y
        tags.add(p.tag + q.tag + r.tag)
        if r.extra is not None:
            t = -1.0
    try:
        Point()
    except TypeError as e:
        tags.add(str(e))
    return t, sorted(tags)


print(constructors(3000))
