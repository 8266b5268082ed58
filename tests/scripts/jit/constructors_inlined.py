# Calling a class in a hot loop: the instance is made by the trace and
# __init__ is inlined. Every way the call can differ from the one recorded
# must behave as the interpreter does.


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)


def walk(n):
    p = Vec(0, 0)
    step = Vec(1, 2)
    for i in range(n):
        p = p.add(step)
        if i == n // 2:
            step = Vec(0.5, 0.25)  # floats from here on: guards in __init__'s stores hold
    return p.x, p.y


print("walk", walk(600))


# An __init__ that raises part-way, with the instance half made.
class Checked:
    def __init__(self, v):
        self.v = v
        if v % 97 == 96:
            raise ValueError("bad value %d" % v)
        self.ok = True


def checked(n):
    made = 0
    errors = []
    for i in range(n):
        try:
            c = Checked(i)
            made += c.v
        except ValueError as e:
            errors.append(str(e))
    return made, errors


print("checked", checked(400))


# __init__ returning something: a TypeError at the call, every time.
class Bad:
    def __init__(self, v):
        self.v = v
        if v > 300:
            return v


def bad(n):
    count = 0
    for i in range(n):
        try:
            Bad(i)
            count += 1
        except TypeError as e:
            msg = str(e)
    return count, msg


print("bad", bad(400))


# The class's __init__ replaced, and the class itself, while the loop is hot.
class Point:
    def __init__(self, x):
        self.x = x


def make_points(n):
    global Point
    total = 0
    for i in range(n):
        if i == 200:
            def init2(self, x):
                self.x = -x
            Point.__init__ = init2
        if i == 300:
            class Point:
                def __init__(self, x):
                    self.x = 1000
        total += Point(i).x
    return total


print("replaced", make_points(400))


# Inherited __init__, subclasses with their own, a property set in __init__,
# __slots__, default arguments and keywords (the general call).
class Base:
    def __init__(self, a, b):
        self.a = a
        self.b = b


class Child(Base):
    pass


class Other(Base):
    def __init__(self, a, b):
        Base.__init__(self, a, b)
        self.c = a * b


class Temp:
    def __init__(self, c):
        self.celsius = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        self._c = v * 2


class Slotted:
    __slots__ = ("p", "q")

    def __init__(self, p, q):
        self.p = p
        self.q = q


class Defaults:
    def __init__(self, a, b=10):
        self.s = a + b


def mixed(n):
    t = 0
    for i in range(n):
        k = i % 6
        if k == 0:
            o = Child(i, 1)
            t += o.a + o.b
        elif k == 1:
            o = Other(i, 2)
            t += o.c
        elif k == 2:
            t += Temp(i).celsius
        elif k == 3:
            s = Slotted(i, i)
            t += s.p + s.q
        elif k == 4:
            t += Defaults(i).s + Defaults(i, b=1).s
        else:
            t += Base(b=i, a=1).b
    return t


print("mixed", mixed(600))


# Recursive construction: a tree of nodes.
class Node:
    def __init__(self, depth):
        self.depth = depth
        if depth > 0:
            self.left = Node(depth - 1)
            self.right = Node(depth - 1)
        else:
            self.left = self.right = None


def count(node):
    if node is None:
        return 0
    return 1 + count(node.left) + count(node.right)


print("tree", sum(count(Node(6)) for _ in range(20)))


# Attributes added to some instances after construction.
def extras(n):
    ps = []
    for i in range(n):
        v = Vec(i, i)
        if i % 5 == 0:
            v.z = i
        ps.append(v)
    return sum(getattr(p, "z", 0) + p.x for p in ps)


print("extras", extras(500))
