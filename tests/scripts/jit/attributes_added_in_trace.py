# New attributes stored by the trace itself (an __init__'s self.x = x):
# each case below makes one of its conditions fail for some objects (no
# room in the dict, an index, another layout, a deleted key, a property)
# and the interpreter must agree.


class Grow:
    def __init__(self, n):
        self.a = n
        if n % 3 == 0:
            self.b = n  # the class's next instance gets room for 2, or 1
        if n % 5 == 0:
            self.c = n


def grow(n):
    t = 0
    for i in range(n):
        g = Grow(i)
        t += g.a + getattr(g, "b", 0) + getattr(g, "c", 0) + len(g.__dict__)
    return t


print("grow", grow(900))


class Wide:
    def __init__(self, v):
        self.a0 = v
        self.a1 = v
        self.a2 = v
        self.a3 = v
        self.a4 = v
        self.a5 = v
        self.a6 = v
        self.a7 = v  # the eighth: the dict gets its index
        self.a8 = v
        self.a9 = v


def wide(n):
    t = 0
    for i in range(n):
        w = Wide(i)
        t += w.a0 + w.a7 + w.a9
    return t


print("wide", wide(700))


class Tag:
    def __init__(self):
        self.x = 1


def tag_loop(objs):
    for k, o in enumerate(objs):
        o.label = k  # appended, or (o has it already) replaced
        o.count = o.label * 2
    return sum(o.count for o in objs), [sorted(o.__dict__) for o in objs[:3]]


objs = [Tag() for _ in range(300)]
objs[1].label = "old"
del objs[2].x
objs[2].x = 5
objs[5].__dict__.clear()
print("tag", tag_loop(objs))


class Prop:
    def __init__(self, v):
        self.v = v

    @property
    def w(self):
        return self.v * 2


def props(n):
    t = 0
    for i in range(n):
        p = Prop(i)
        try:
            p.w = 3
        except AttributeError as e:
            t += 1
            msg = str(e)
        t += p.w
    return t, msg


print("props", props(400))


# The same attribute name, str objects built at run time (not interned).
def runtime_names(n):
    t = 0
    names = ["".join(["f", "o", "o"]), "ba" + "r"]
    for i in range(n):
        o = Tag()
        setattr(o, names[i % 2], i)
        o.foo = i + 1
        t += o.foo + getattr(o, "bar", 0)
    return t


print("names", runtime_names(500))
