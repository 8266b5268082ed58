# Names CPython lacks too stay AttributeError, NameError and
# ModuleNotFoundError in kiln (only names CPython has are refused).
import math


class Plain:
    pass


class Dynamic:
    def __getattr__(self, name):
        return "dynamic " + name


def f():
    pass


print(hasattr(Plain(), "x"), hasattr(1, "nope"), hasattr("s", "nope"), hasattr(f, "nope"))
print(getattr([], "nope", "default"), getattr(math, "nope", "default"), getattr(Plain, "nope", 0))
print(Dynamic().anything, Dynamic().colour)
print(hasattr(math, "pi"), hasattr(math, "sqrt"), hasattr(1, "real"), hasattr(f, "__name__"))
getters = [
    lambda: Plain().missing,
    lambda: (1).missing,
    lambda: int.missing,
    lambda: math.missing,
    lambda: f.missing,
    lambda: [].missing,
]
for get in getters:
    try:
        get()
    except AttributeError as e:
        print("AttributeError:", e)
try:
    print(undefined_name)
except NameError as e:
    print("NameError:", e)
try:
    import no_such_module_anywhere
except ModuleNotFoundError as e:
    print("ModuleNotFoundError:", e)
try:
    from math import no_such_function
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])
try:
    raise ValueError("v")
except ValueError as e:
    print(hasattr(e, "nope"), e.args)
