# isinstance() and type() in hot loops over values of many types: the
# trace answers them from the types its guards fixed (bool is an int,
# every value an object, a big int an int), and asks the interpreter for
# instances, exceptions and types.


class Base:
    pass


class Derived(Base):
    pass


def classify(vals, rounds):
    counts = {}
    for r in range(rounds):
        for v in vals:
            if isinstance(v, bool):
                k = "bool"
            elif isinstance(v, int):
                k = "int"
            elif isinstance(v, float):
                k = "float"
            elif isinstance(v, (str, list)):
                k = "str-or-list"
            elif isinstance(v, Base):
                k = "Base"
            elif v is None:
                k = "None"
            else:
                k = type(v).__name__
            counts[k] = counts.get(k, 0) + 1
            if not isinstance(v, object):
                counts["never"] = 1
    return sorted(counts.items())


values = [1, True, 2.5, "s", [1], (1,), {1: 2}, {3}, None, 2**70, Base(), Derived(), ValueError("x"), int, len,
          lambda: 0, range(3), frozenset()]
print(classify(values, 300))


def types(vals, rounds):
    t = 0
    names = set()
    for r in range(rounds):
        for v in vals:
            tv = type(v)
            if tv is int:
                t += 1
            elif tv == float:
                t += 2
            elif type(v) is bool:
                t += 3
            elif tv is type(None):
                t += 4
            names.add(tv.__name__)
    return t, sorted(names)


print(types(values, 300))


def shadowed(n):
    # A global named like a builtin type, rebound while the loop is hot.
    global float
    t = 0
    for i in range(n):
        if isinstance(i * 0.5, float):
            t += 1
        if i == n // 2:
            float = int
    del float
    return t


print(shadowed(3000))


def tuple_changes(n):
    kinds = (int, str)
    t = 0
    for i in range(n):
        v = i if i % 2 else str(i)
        if isinstance(v, kinds):
            t += 1
        if i == n // 2:
            kinds = (str,)
    return t


print(tuple_changes(3000))
try:
    isinstance(1, 5)
except TypeError as e:
    print("TypeError", e)
