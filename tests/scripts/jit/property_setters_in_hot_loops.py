# Property setters assigned in hot loops run as frames of the interpreter's
# loop, their return value dropped, and are inlined into traces like
# method calls. Every way the setter's code or its class can change, and
# every error raised in it, must still give CPython's answer.


class Temp:
    def __init__(self, c):
        self._c = c
        self.sets = 0

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero: " + str(v))  # a raise the trace leaves for
        self.sets += 1
        self._c = v
        return "dropped"  # CPython drops a setter's return value


t = Temp(0.0)
acc = 0.0
for i in range(3000):
    t.celsius = i * 0.5 - 100.0
    acc += t.celsius
print(acc, t.celsius, t.sets)

# The validation fails inside the inlined setter, in a hot loop.
try:
    for i in range(3000):
        t.celsius = 1000.0 - i * 0.5
except ValueError as e:
    print("ValueError:", e, i, t.celsius)

# Caught in the loop, again and again.
bad = 0
for i in range(600):
    try:
        t.celsius = -300.0 if i % 3 == 0 else float(i)
    except ValueError:
        bad += 1
print(bad, t.celsius, t.sets)

# Chained assignment: the value, not the setter's return, goes on.
x = t.celsius = 5.5
print(x, t.celsius)


# A setter that changes its value's type halfway, and one that sets
# another property.
class Account:
    def __init__(self):
        self._balance = 0
        self._history = 0

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, v):
        self.history = self._balance  # another property's setter, inlined too
        self._balance = v

    @property
    def history(self):
        return self._history

    @history.setter
    def history(self, v):
        self._history = self._history + v


a = Account()
for i in range(2000):
    a.balance = a.balance + (i if i < 1000 else 0.5)
print(a.balance, a.history)


# The property replaced on the class while the loop is hot, and a property
# without a setter put in its place.
class Box:
    def __init__(self):
        self.log = []

    def _set(self, v):
        self.log.append(v)

    v = property(None, _set)


b = Box()
for i in range(400):
    if i == 200:
        Box.v = property(None, lambda self, v: self.log.append(-v))
    if i == 300:
        Box.v = property(lambda self: 0)
    try:
        b.v = i
    except AttributeError as e:
        if i == 300:
            print("AttributeError:", e)
print(b.log[195:205], len(b.log), sum(b.log))


# A subclass overriding the setter, one inheriting it, and an instance
# attribute of the same name in the dict (the property still wins).
class Base:
    def __init__(self):
        self.got = []

    @property
    def tag(self):
        return "base"

    @tag.setter
    def tag(self, v):
        self.got.append("b" + str(v))


class Derived(Base):
    @property
    def tag(self):
        return "derived"

    @tag.setter
    def tag(self, v):
        self.got.append("d" + str(v))


class Heir(Base):
    pass


objs = [Base(), Derived(), Heir()]
objs[2].__dict__["tag"] = "shadow"
for i in range(900):
    objs[i % 3].tag = i % 4
print([o.got[:6] for o in objs], [len(o.got) for o in objs], [o.tag for o in objs])


# Setters the interpreter calls the general way (a default parameter, a
# closure): the same answers.
def make(scale):
    class Scaled:
        def __init__(self):
            self.v = 0

        def _set(self, v):
            self.v = v * scale

        val = property(None, _set)

    return Scaled


class WithDefault:
    def __init__(self):
        self.v = 0

    def _set(self, v, extra=5):
        self.v = v + extra

    val = property(None, _set)


s1 = make(3)()
s2 = WithDefault()
acc = 0
for i in range(500):
    s1.val = i
    s2.val = i
    acc += s1.v + s2.v
print(acc)


# A setter that sets itself: RecursionError, as in CPython.
class Loop:
    @property
    def x(self):
        return 1

    @x.setter
    def x(self, v):
        self.x = v + 1


try:
    Loop().x = 0
except RecursionError as e:
    print("RecursionError:", e)


# An error raised inside the setter, uncaught: the traceback names the
# setter's line and the loop's.
class Strict:
    @property
    def n(self):
        return 0

    @n.setter
    def n(self, v):
        self._n = 10 // v


st = Strict()
for i in range(1000, -1, -1):
    st.n = i
