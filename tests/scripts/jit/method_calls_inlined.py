# Method calls on instances in hot loops are inlined: the class, the
# instance dict's layout and the class's function are guarded. Each change
# below must take effect at once, as in the interpreter.


class Acc:
    def __init__(self):
        self.n = 0

    def add(self, k):
        self.n += k
        return self.n

    def twice(self, k):
        return self.add(k) + self.add(k)


class Loud(Acc):
    def add(self, k):
        self.n += 100 * k
        return self.n


def run(objs, rounds):
    s = 0
    for r in range(rounds):
        for o in objs:
            s += o.twice(r % 5)
    return s


objs = [Acc() for _ in range(10)]
print("plain", run(objs, 50))

# A subclass that overrides the inner method joins half-way.
objs2 = [Acc() for _ in range(5)] + [Loud() for _ in range(5)]
print("subclass", run(objs2, 50))


# The class's function replaced while its loop is hot.
def swap_later(objs):
    s = 0
    for r in range(200):
        if r == 120:
            Acc.add = lambda self, k: -k
        for o in objs:
            s += o.add(1)
    return s


print("replaced", swap_later([Acc() for _ in range(4)]))


class Counter:
    def __init__(self):
        self.c = 0

    def tick(self):
        self.c += 1
        return self.c


# An instance attribute that shadows the method appears mid-loop.
def shadow_later(objs):
    s = 0
    for r in range(200):
        if r == 150:
            objs[2].tick = lambda: 1000
        for o in objs:
            s += o.tick()
    return s


print("shadowed", shadow_later([Counter() for _ in range(4)]))


# A method added to a base class after the loop got hot, found first by a
# subclass's MRO.
class Base:
    def __init__(self):
        self.v = 1

    def get(self):
        return self.v


class Mid(Base):
    pass


class Leaf(Mid):
    pass


def mro_change(objs):
    s = 0
    for r in range(300):
        if r == 200:
            Mid.get = lambda self: 7
        for o in objs:
            s += o.get()
    return s


print("mro", mro_change([Leaf() for _ in range(3)]))


# Objects without attributes of their own; methods that raise.
class Empty:
    def f(self, x):
        return x * 2


def empties(n):
    e = Empty()
    s = 0
    for i in range(n):
        s += e.f(i)
    return s


print("empty", empties(1000))


class Fussy:
    def __init__(self, limit):
        self.limit = limit

    def check(self, i):
        if i > self.limit:
            raise ValueError("too big: %d" % i)
        return i


def fussy(n):
    f = Fussy(n - 3)
    s = 0
    try:
        for i in range(n):
            s += f.check(i)
    except ValueError as e:
        print("caught", e, s)


fussy(500)
