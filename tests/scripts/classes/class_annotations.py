# Annotated assignments in a module and a class body: the annotation is
# evaluated (after the value) and kept in __annotations__ for simple names.


def note(label):
    print("evaluating", label)
    return label


x: note("x annotation") = note("x value")
y: note("y annotation")
(z): note("z annotation") = note("z value")
if True:
    w: int = 1
for i in range(2):
    looped: list[int]
print(__annotations__)
print(x, z, w)
try:
    print(y)
except NameError as e:
    print("NameError:", e)


class Holder:
    def __repr__(self):
        return "Holder()"


h = Holder()
d = {}
# Non-simple targets: the annotation is evaluated, not stored; without a
# value the target's object and index are evaluated too.
note(h).attr: note("attr annotation") = note("attr value")
note(h).other: note("other annotation")
note(d)[note("k")]: note("item annotation")
note(d)[note(1):note(2)]: note("slice annotation")
print(h.attr, d, __annotations__)


class Vec:
    """A vector."""

    dims: int = 2
    label: str
    scale: float = 1.0
    __secret: bool = True

    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


print(Vec.__annotations__)
print(Vec.dims, Vec.scale, Vec._Vec__secret, hasattr(Vec, "label"))
print(Vec(1, 2).__annotations__ is Vec.__annotations__)


class Vec3(Vec):
    z: float = 0.0


class Plain:
    pass


class Child(Vec):
    pass


# A class's __annotations__ is its own: a subclass without annotations
# gets an empty dict (made on first access), never its base's.
print(Vec3.__annotations__, Child.__annotations__, Plain.__annotations__)
print(list[Vec], dict[str, Vec] | None, Vec | None)

# A class body's annotation that fails stops the class statement.
try:
    class Bad:
        ok: int = 1
        bad: Undefined = 2
except NameError as e:
    print("NameError:", e)

# The module's annotations name the classes.
points: list[Vec] = [Vec(0, 1)]
print(__annotations__["points"], points)

# Subscripting a class defined in the script is an error, as in CPython.
try:
    Vec[int]
except TypeError as e:
    print("TypeError:", e)
