# Attribute lookups are cached (per type, and per LOAD_ATTR/STORE_ATTR
# instruction); every change below must be seen at once.


class P:
    kind = "p"

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def total(self):
        return self.a + self.b


def read(objs):
    out = []
    for o in objs:
        out.append((o.a, o.b, o.kind, o.total()))
    return out


def write(objs, v):
    for o in objs:
        o.a = v


ps = [P(i, i * 10) for i in range(4)]
print(read(ps))
write(ps, 7)
print(read(ps))

# Instances whose dicts have another layout go through the same instructions.
q = P(1, 2)
del q.a
q.c = 3
q.a = 5
print(read([q] + ps))
write([q, ps[0]], -1)
print(read([q, ps[0]]))

# A class attribute replaced, then shadowed, then removed again.
P.kind = "changed"
print(read(ps[:1]))
ps[1].kind = "own"
print([o.kind for o in ps])
del ps[1].kind
print([o.kind for o in ps])

# A method replaced on the class.
def total2(self):
    return ("t", self.a)
P.total = total2
print(read(ps[:2]))

# A property added later wins over the instance dict, for reads and writes.
def get_a(self):
    return "prop"
def set_a(self, v):
    self.b = v
P.a = property(get_a, set_a)
print(read(ps[:2]))
write(ps[:2], 42)
print([(o.a, o.b, o.__dict__["a"]) for o in ps[:2]])
del P.a
print(read(ps[:2]))

# Through the class's __dict__ and a base class changed after the fact.
class Base:
    def hello(self):
        return "base"

class Child(Base):
    pass

c = Child()
for i in range(3):
    print(c.hello())
    if i == 0:
        Base.hello = lambda self: "patched"
    if i == 1:
        Child.hello = lambda self: "child"

# setattr/getattr with names built at run time share the dict entries.
name = "".join(["a", "b"])
setattr(c, name, 1)
print(c.ab, getattr(c, "a" + "b"))
c.ab = 2
print(getattr(c, name))

# Many classes and names (more than a type's cache holds).
class Wide:
    pass
w = Wide()
names = ["n%d" % k for k in range(40)]
for k, n in enumerate(names):
    setattr(Wide, n, k)
print(sum(getattr(w, n) for n in names))
for k, n in enumerate(names):
    setattr(Wide, n, k * 2)
print(sum(getattr(w, n) for n in names))
