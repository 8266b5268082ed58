# Parameter and return annotations are evaluated when the def runs, after
# the decorators' expressions and the defaults, in CPython's order; local
# annotated assignments make locals but evaluate nothing but their value.


def note(label):
    print("evaluating", label)
    return label


def deco(fn):
    print("decorating", fn.__name__)
    return fn


@deco if note("decorator") else None
def f(p: note("p"), /, a: note("a"), *args: note("*args"), k: note("k") = note("default of k"),
      **kw: note("**kw")) -> note("return"):
    return p, a, args, k, kw


# Positional parameters after '/' come before those ahead of it.
print(f.__annotations__)
print(f(1, 2, 3, k=4, z=5))


def plain(x, y=2):
    return x + y


# No annotations: an empty dict, made once and kept.
print(plain.__annotations__, plain.__annotations__ is plain.__annotations__)
plain.__annotations__["x"] = int
print(plain.__annotations__)


def norm(v: list[float]) -> float:
    total = 0.0
    for x in v:
        total += x * x
    return total ** 0.5


def find(items: dict[str, int], key: str, default: int | None = None) -> int | None:
    return items.get(key, default)


print(norm([3.0, 4.0]), norm.__annotations__)
print(find({"a": 1}, "a"), find({"a": 1}, "b"), find.__annotations__)

# A name the annotation needs is looked up when the def runs.
try:
    def broken(x: Undefined) -> None:
        pass
except NameError as e:
    print("NameError:", e)


class Point:
    def __init__(self, x: float, y: float) -> None:
        # An attribute target: the assignment alone.
        self.x: float = x
        self.y: float = y

    def scaled(self, k: float) -> "Point":
        return Point(self.x * k, self.y * k)

    # Private parameter names are mangled in the keys too.
    def shift(self, __by: float = 1.0) -> None:
        self.x += __by


p = Point(1.0, 2.0).scaled(3)
print(p.x, p.y, Point.scaled.__annotations__, p.scaled.__annotations__, Point.shift.__annotations__)


def local_annotations():
    # Never evaluated in a function: no NameError for Missing.
    count: Missing
    total: int = 0
    for i in range(5):
        total += i
    print("total", total)
    try:
        print(count)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


local_annotations()


def targets(obj, d):
    # Without a value, a function still evaluates the target's object and
    # index (not the annotation).
    note(obj).attr: note("attr annotation")
    note(d)[note("key")]: note("item annotation")
    (y): int = 5
    return y


class Box:
    def __repr__(self):
        return "Box()"


print(targets(Box(), {}))


def inner_uses_global():
    # An annotated name is a local even when a global of that name exists.
    print_me: str
    try:
        return print_me
    except UnboundLocalError:
        return "unbound"


print_me = "global"
print(inner_uses_global())


# A hot loop in an annotated function (compiled by the JIT in its modes).
def dot(xs: list[float], ys: list[float]) -> float:
    acc: float = 0.0
    for i in range(len(xs)):
        acc += xs[i] * ys[i]
    return acc


xs = [float(i) for i in range(3000)]
print(dot(xs, xs), dot.__annotations__)
