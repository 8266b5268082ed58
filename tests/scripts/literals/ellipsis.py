# `...` (Ellipsis) is the one instance of the type 'ellipsis': its type's
# name shows in type(), in errors and wherever a type name is printed.
e = ...
print(e, repr(e), str(e), f"{e} {e!r}", "%s" % (e,), [e], (e,), {e: e})
print(type(e), type(e).__name__, type(e).__qualname__, type(e).__module__, type(type(e)))
print(e is Ellipsis, e == Ellipsis, e != 1, bool(e), hash(e) == hash(Ellipsis))
print(isinstance(e, type(e)), isinstance(e, object), isinstance(type(e), type))
E = type(e)
print(E() is e)
for bad in (lambda: E(1), lambda: E(x=1)):
    try:
        bad()
    except TypeError as err:
        print("TypeError:", err)
print(tuple[int, ...], e in [1, e], [1, e].index(e), {e: 1}[e])


def attempt(f):
    try:
        print(f())
    except Exception as err:
        print(type(err).__name__ + ":", err)


attempt(lambda: e | int)
attempt(lambda: int | e)
attempt(lambda: e + 1)
attempt(lambda: 1 - e)
attempt(lambda: e * e)
attempt(lambda: -e)
attempt(lambda: e < 1)
attempt(lambda: e[0])
attempt(lambda: e())
attempt(lambda: len(e))
attempt(lambda: iter(e))
attempt(lambda: e.foo)
attempt(lambda: int(e))
attempt(lambda: float(e))
attempt(lambda: [1][e])
attempt(lambda: {}[e])
attempt(lambda: E[int])
attempt(lambda: isinstance(1, e))


def set_attr():
    e.x = 1


attempt(set_attr)

# In a hot loop (compiled by the JIT).
count = 0
for i in range(300):
    x = ... if i % 3 else None
    if x is ...:
        count += 1
    if type(x) is E and isinstance(x, E):
        count += 1
print(count)
for i in range(300):
    try:
        y = x | int if i == 250 else i
    except TypeError as err:
        print(i, err)
