# `obj.name = value` on instances: replacing an attribute, adding one (an
# __init__'s stores), a property's setter taking it instead, __slots__,
# and adding to a dict that has an index and keys that are not str (whose
# __eq__, called when hashes collide, runs as a frame of its own).


class Celsius:
    def __init__(self, c):
        self.c = c

    @property
    def f(self):
        return self.c * 9 / 5 + 32

    @f.setter
    def f(self, v):
        self.c = (v - 32) * 5 / 9


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


class Collide:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash("z")

    def __eq__(self, other):
        junk = [1, 2, 3, 4, 5, 6]
        return False


t = Celsius(100)
t.f = 212
t.f = 32
print(t.c, t.f, vars(t))
s = Slotted()
s.b = 2
try:
    s.c = 3
except AttributeError as e:
    print("AttributeError", e)
print(s.a, s.b)

o = Celsius(1)
for i in range(12):
    setattr(o, "k" + str(i), i)
vars(o)[Collide(1)] = "collide"
x, y = 5, 6
o.z = (x, y)
o.c = 7
print(sorted(k for k in vars(o) if isinstance(k, str)), o.z, o.c, len(vars(o)))

total = 0
for i in range(3000):
    p = Celsius(i)
    p.extra = i * 2
    p.c = p.c + 1
    if i % 100 == 0:
        p.f = 50
    total += p.c + p.extra
print(round(total, 6))
