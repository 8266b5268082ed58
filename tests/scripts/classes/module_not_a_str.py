# A class's __module__ may be any value: C.__module__ gives it back; the
# repr leaves it out (None too), type hints and messages naming the class
# use its str() (but not None), and a traceback names the type
# "<unknown>.Name", as CPython's.


class N:
    __module__ = None


class I:
    __module__ = 5


print(N, N.__module__, repr(N()).split(" at ")[0])
print(I, I.__module__, repr(I()).split(" at ")[0])
print(list[N], list[I], N | int)
for cls in (N, I):
    try:
        cls(*1)
    except TypeError as e:
        print(e)


class S:
    pass


S.__module__ = 3.5
print(S, S.__module__, list[S])


class Err(Exception):
    __module__ = 7


try:
    raise Err("caught")
except Err as e:
    print(repr(e), type(e), type(e).__module__)

raise Err("uncaught")
