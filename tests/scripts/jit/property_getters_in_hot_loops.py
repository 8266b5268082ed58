# Property getters read in hot loops run as frames of the interpreter's
# loop and are inlined into traces like method calls. Every way the
# getter's code or its class can change must still give CPython's answer.


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    @property
    def norm2(self):
        return self.x * self.x + self.y * self.y

    @property
    def doubled(self):
        return Vec(self.x * 2, self.y * 2)

    @property
    def scaled_norm(self):
        return self.doubled.norm2 / 4  # a getter reading other properties

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)


def walk(n):
    v = Vec(0, 0)
    d = Vec(1, 2)
    acc = 0
    for i in range(n):
        v = v.add(d)
        acc += v.norm2 % 1000 + v.scaled_norm % 7
    return acc


print(walk(3000))


class Temp:
    def __init__(self, c):
        self.c = c

    @property
    def f(self):
        if self.c > 90:
            return self.c * 1.8 + 32  # a float past here
        return self.c * 2 + 30


t = Temp(0)
total = 0
for i in range(200):
    t.c = i
    total += t.f
print(total)


class Fragile:
    def __init__(self, k):
        self.k = k

    @property
    def inverse(self):
        return 100 // self.k  # ZeroDivisionError inside the inlined getter


caught = 0
s = 0
for i in range(300):
    try:
        s += Fragile(i % 50).inverse
    except ZeroDivisionError:
        caught += 1
print(s, caught)


# The property replaced on the class while the loop is hot.
class Box:
    def __init__(self, v):
        self.v = v

    @property
    def size(self):
        return self.v


b = Box(3)
seen = []
for i in range(400):
    if i == 200:
        Box.size = property(lambda self: -self.v)
    if i == 300:
        Box.size = property(lambda self: self.v * 10)
    seen.append(b.size)
print(seen[195:205], seen[295:305], sum(seen))


# A subclass overriding it, and an instance attribute of the same name
# (the property wins over the instance dict).
class Base:
    @property
    def kind(self):
        return "base"


class Derived(Base):
    @property
    def kind(self):
        return "derived:" + super().kind


objs = [Base(), Derived(), Base()]
objs[2].__dict__["kind"] = "shadow"
counts = {}
for i in range(600):
    k = objs[i % 3].kind
    counts[k] = counts.get(k, 0) + 1
print(sorted(counts.items()))


# Getters the interpreter calls the general way (a default parameter, a
# closure): the same answers.
def make(scale):
    class Scaled:
        def __init__(self, v):
            self.v = v

        @property
        def val(self):
            return self.v * scale

    return Scaled


Scaled = make(3)


class WithDefault:
    def __init__(self, v):
        self.v = v

    def _get(self, extra=5):
        return self.v + extra

    val = property(_get)


acc = 0
for i in range(500):
    acc += Scaled(i).val + WithDefault(i).val
print(acc)


# Deep enough to need the recursion limit: a getter that recurses.
class Chain:
    def __init__(self, n):
        self.n = n
        self.next = Chain(n - 1) if n > 0 else None

    @property
    def depth(self):
        return 0 if self.next is None else 1 + self.next.depth


print(Chain(50).depth)
try:
    c = Chain(1)
    c.next.next = c  # a cycle: depth recurses forever
    print(c.depth)
except RecursionError as e:
    print("RecursionError:", e)
