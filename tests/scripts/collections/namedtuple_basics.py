# collections.namedtuple: classes whose instances are tuples with named fields.
from collections import namedtuple

Point = namedtuple("Point", "x y")
p = Point(1, 2)
print(p, repr(Point), Point.__name__, Point.__qualname__, Point.__module__, Point.__doc__)
print(Point.__mro__, Point.__bases__, Point._fields, Point._field_defaults, Point.__match_args__)
print(p.x, p.y, p[0], p[-1], p[:1], p[::-1], len(p), list(p), tuple(p), type(tuple(p)).__name__)
x, y = p
print(x, y, *p, sum(p), max(p), 2 in p, p.count(1), p.index(2))
print(p == (1, 2), (1, 2) == p, p != (1, 3), p < (1, 3), p + (3,), p * 2, type(p + ()).__name__, type(p[:]).__name__)
print(hash(p) == hash((1, 2)), {p: "pt"}[(1, 2)], {(1, 2): "tu"}[p], sorted([Point(2, 1), Point(1, 5), (1, 3)]))
print(isinstance(p, tuple), isinstance(p, Point), type(p) is Point, type(p).__name__, p.__class__, issubclass(Point, tuple))
print(str(p), f"{p}", "%s and %r" % (p, p), [p], {"k": p})
print(Point(x=1, y=2), Point(1, y=2), Point(*range(2)), Point(**{"x": "a", "y": "b"}), Point([1], {2: 3}))

# _make, _replace, _asdict
print(Point._make([3, 4]), Point._make(range(2)), Point._make("ab"), p._make((5, 6)))
print(p._replace(x=10), p._replace(), p._replace(y=[]), p)
print(p._asdict(), type(p._asdict()).__name__, Point(7, 8)._asdict()["y"])
for bad in [lambda: p._replace(z=1), lambda: p._replace(x=1, q=2, r=3), lambda: Point._make([1]),
            lambda: Point._make([1, 2, 3]), lambda: p._replace(1), lambda: p._asdict(1), lambda: Point._make()]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# arguments
for args, kw in [((1,), {}), ((1, 2, 3), {}), ((), {"x": 1, "y": 2, "z": 3}), ((1,), {"x": 2}), ((), {}),
                 ((1, 2), {"x": 3}), ((), {"y": 1})]:
    try:
        print(Point(*args, **kw))
    except TypeError as e:
        print("TypeError", e)

# defaults, rename, field names given in other forms
Q = namedtuple("Q", ["a", "b", "c"], defaults=[2, 3])
print(Q(1), Q(1, c=9), Q(1, 2, 3), Q._field_defaults, Q.__doc__)
for args in [(), (1, 2, 3, 4)]:
    try:
        Q(*args)
    except TypeError as e:
        print("TypeError", e)
R = namedtuple("R", "a, def, _x, a, 2b class", rename=True)
print(R._fields, R(1, 2, 3, 4, 5, 6))
S = namedtuple("S", "one,two   three\tfour")
print(S._fields, namedtuple("T", ("u", "v"))._fields, namedtuple("U", iter(["w"]))._fields)
print(namedtuple("N", [1, 2], rename=True)._fields, namedtuple("D", "a b", defaults=(None,))(1))
E = namedtuple("E", "")
print(E(), E._fields, repr(E()), len(E()), E() == ())
One = namedtuple("One", "v")
print(One(1), One((1,)), One(One(2)))
for bad in [("1x", "a"), ("X", "a def"), ("X", "_a"), ("X", "a a"), ("X", ["a", 1]), ("class", "a"), ("X", "a-b")]:
    try:
        namedtuple(*bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for bad in [lambda: namedtuple("X", "a", defaults=[1, 2]), lambda: namedtuple("X"), lambda: namedtuple(),
            lambda: namedtuple("X", "a", "b"), lambda: namedtuple("X", "a", foo=1),
            lambda: namedtuple("X", "a", typename="Y"), lambda: namedtuple("X", 5)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print(namedtuple(typename="K", field_names="a").__name__, namedtuple("M", "a", module="mymod").__module__)
print(repr(namedtuple("M", "a", module="mymod")), namedtuple("M", "a", rename=0)._fields)

# instances are immutable
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    del p.x
except AttributeError as e:
    print("AttributeError", e)
try:
    p.z = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    p.z
except AttributeError as e:
    print("AttributeError", e)
try:
    p[0] = 1
except TypeError as e:
    print("TypeError", e)
print(getattr(p, "x"), getattr(p, "zz", "default"), hasattr(p, "y"), hasattr(p, "q"))

# a field named like a tuple method wins over the method
C = namedtuple("C", "count index")
c = C(10, 20)
print(c.count, c.index, c, c._asdict())
# independent classes of the same name
A1 = namedtuple("A", "x")
A2 = namedtuple("A", "y")
print(A1(1), A2(2), A1(1) == A2(1), type(A1(1)) is type(A2(1)))
# records in containers, sorted by a field
people = [Point("bob", 30), Point("al", 25), Point("cy", 35)]
print(sorted(people, key=lambda r: r.y), max(people, key=lambda r: r.y).x, [r.x for r in people])
print(list(map(Point._make, [(1, 2), (3, 4)])), dict(zip(Point._fields, p)))
