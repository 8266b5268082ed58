# A class's __module__ is what its dict holds: set in the class body or
# later on the class, it is what C.__module__, the class's repr, its
# instances' default repr, type hints, messages naming the class and the
# traceback's last line show. (Reprs with addresses are cut before them.)


class C:
    __module__ = "x"

    class Inner:
        pass


print(C, str(C), f"{C!r}", C.__module__, C.__dict__["__module__"])
print(C.Inner, C.Inner.__module__)
c = C()
print(c.__module__, type(c).__module__)
print(repr(c).split(" at ")[0], str(c).split(" at ")[0])
print(list[C], C | None, dict[str, C])


class D(C):
    pass


print(D, D.__module__)


class Dotted:
    __module__ = "a.b"


print(Dotted, type(Dotted()), repr(Dotted()).split(" at ")[0])


class B:
    __module__ = "builtins"


print(B, list[B], repr(B()).split(" at ")[0])


class Q:
    __qualname__ = "Outer.Q"
    __module__ = "m"


print(Q, Q.__qualname__)

try:
    C(*1)
except TypeError as e:
    print(e)


class P:
    def __repr__(self):
        return "P!"


P.__module__ = "pm"
print(P, P.__module__, P(), [P()])
try:
    del P.__module__
except TypeError as e:
    print(e)
print(P.__module__)


class Err(Exception):
    __module__ = "errs"


try:
    raise Err("caught")
except Err as e:
    print(repr(e), type(e), e.__class__.__module__)

raise Err("uncaught")
