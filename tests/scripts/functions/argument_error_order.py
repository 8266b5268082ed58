# Which error a bad call reports: CPython looks at the keywords (an
# unexpected one, one given twice, a positional-only one by name) before
# it counts the positional arguments. And calls of methods with keywords
# (`obj.m(x, k=1)`) of every kind of attribute.
import math


def g(x, k=1):
    pass


def h(x, /, k=1):
    pass


def v(x, *a, k=1):
    pass


def w(x, *, k=1):
    pass


class C:
    def __init__(self):
        self.cb = lambda x, k=0: x + k

    def m(self, x, k=1, *, z=0):
        return x * k + z

    @staticmethod
    def sm(x, k=2):
        return x - k

    @classmethod
    def cm(cls, k=3):
        return cls.__name__ * k


class D(C):
    def m(self, x, k=1, *, z=0):
        return super().m(x, k=k + 1, z=z) * 10


o = C()
d = D()
calls = [
    lambda: g(1, 2, 3, k=3),
    lambda: g(1, 2, 3, q=3),
    lambda: g(1, 2, 3),
    lambda: h(1, 2, 3, x=1),
    lambda: h(1, 2, x=1),
    lambda: w(1, 2, k=3),
    lambda: w(1, 2, q=3),
    lambda: w(1, 2),
    lambda: v(1, 2, 3, x=5),
    lambda: g(1, 2, 3, k=3, q=1),
    lambda: g(1, 2, 3, q=1, k=3),
    lambda: g(),
    lambda: g(1, 2, 3, x=1),
    lambda: o.m(1, 2, 3, k=3),
    lambda: o.m(1, 2, 3, 4),
    lambda: o.m(1, q=2),
    lambda: o.m(x=1, self=2),
    lambda: o.nope(1, k=2),
    lambda: o.cb(1, q=2),
    lambda: C.sm(1, 2, k=3),
    lambda: o.cm(1, k=3),
]
for call in calls:
    try:
        call()
        print("no error")
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

print(o.m(2, k=3), o.m(2, z=1), o.m(x=4), o.cb(1, k=2), C.sm(5, k=1), o.sm(x=5), o.cm(k=2), C.cm(k=1))
print(d.m(2, k=3), d.m(x=1, z=2), C.m(o, 3, k=2), C.m(self=o, x=3))
print(math.isclose(1.0, 1.05, rel_tol=0.1), "{a}-{b}".format(a=1, b="x"), sorted([3, 1, 2], reverse=True))
xs = [3, 1, 2]
xs.sort(key=lambda t: -t, reverse=True)
print(xs, dict.fromkeys("ab", 0), "a,b".split(sep=","), " x ".strip(), int("ff", base=16))
