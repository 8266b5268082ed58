# A class's __dict__ holds what CPython's does: __module__, the body's names,
# a __dict__ and a __weakref__ entry when the class gives its instances
# them (not when a base already does, nor with __slots__ that do not name
# them), __doc__ (None without a docstring) and __hash__ (None when __eq__
# is defined alone). __qualname__ is the class's, not an entry.


class A:
    x = 1

    def f(self):
        return self.x


class B(A):
    """B's doc"""
    y = 2


class H:
    def __eq__(self, other):
        return True


class E(Exception):
    pass


class S0:
    __slots__ = ()


class W:
    __slots__ = ("__weakref__",)


class D:
    __slots__ = ("__dict__",)


class X1(S0, A):
    pass


class X2(A, S0):
    pass


class X3(W):
    pass


class X4(S0, W):
    __slots__ = ()


class X5(X4):
    pass


class X6(E, A):
    pass


def outer():
    class Inner:
        pass
    return Inner


Inner = outer()


class Q:
    __qualname__ = "Some.Name"

    def m(self):
        pass


for cls in (A, B, H, E, S0, W, D, X1, X2, X3, X4, X5, X6, Inner, Q):
    print(cls.__name__, list(cls.__dict__))
print("__qualname__" in A.__dict__, A.__qualname__, Inner.__qualname__, Q.__qualname__, Q, Q.m.__qualname__)
print(sorted(vars(B)), len(A.__dict__), A.__dict__["x"], A.__dict__["__doc__"], B.__dict__["__doc__"])
print(A.__doc__, B.__doc__, A().__doc__, B().__doc__, H.__hash__)

# The descriptors themselves.
a = A()
desc = A.__dict__["__dict__"]
print(desc, repr(A.__dict__["__weakref__"]), type(desc), type(desc).__name__, desc is vars(A)["__dict__"])
print(A.__weakref__, B.__weakref__, a.__weakref__, B().__weakref__, E().__weakref__, hasattr(a, "__weakref__"))
a.z = 3
print(a.__dict__, vars(a), super(B, B()).__weakref__)
try:
    a.__weakref__ = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    del B().__weakref__
except AttributeError as e:
    print("AttributeError:", e)
d = D()
d.anything = 1
print(d.__dict__)
for obj in (S0(), W()):
    try:
        print(obj.__dict__)
    except AttributeError as e:
        print("AttributeError:", e)

# __slots__ that name what the instances have already, and bases whose
# instances cannot be merged.
for make in (lambda: type("Bad", (), {}),):
    pass
try:
    class BadDict(A):
        __slots__ = ("__dict__",)
except TypeError as e:
    print("TypeError:", e)
try:
    class BadWeak(W):
        __slots__ = ("__weakref__",)
except TypeError as e:
    print("TypeError:", e)


class P:
    __slots__ = ("p",)


class R:
    __slots__ = ("r",)


try:
    class PR(P, R):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class Conflict(OSError, StopIteration):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class BadQualname:
        __qualname__ = 5
except TypeError as e:
    print("TypeError:", e)

# Renaming a class changes its names, not its dict.
A.__qualname__ = "Renamed.A"
A.__name__ = "AA"
print(A, A.__name__, A.__qualname__, sorted(A.__dict__))
for bad in (lambda: setattr(A, "__name__", 5), lambda: setattr(A, "__qualname__", None),
            lambda: delattr(A, "__qualname__")):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

# In a hot loop (compiled by the JIT).
total = 0
for i in range(300):
    obj = B()
    obj.k = i
    if obj.__weakref__ is None and "k" in obj.__dict__ and "__dict__" in A.__dict__:
        total += obj.__dict__["k"]
print(total)
