# tuple.index and tuple.count, with CPython's bounds and messages
t = (1, 2, 3, 2, 1, "a", 2.0)
print(t.index(2), t.index(2, 2), t.index(1, -3), t.index(2, 0, 2**80), t.index(2, -2**80))
print(t.count(2), t.count("a"), t.count(9), t.count(True), ().count(None))
nan = float("nan")
print((nan,).count(nan), (nan,).index(nan))

class Eq:
    def __eq__(self, other):
        return other == "a"
print(t.index(Eq()), t.count(Eq()))
for bad in (lambda: t.index(9), lambda: t.index(1, 1, 4), lambda: ().index(0)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
for bad in (lambda: t.index(), lambda: t.index(1, 2, 3, 4), lambda: t.count(), lambda: t.count(1, 2),
            lambda: t.index(1, "a"), lambda: t.index(1, None), lambda: t.index(x=1), lambda: t.count(x=1),
            lambda: tuple.index([1], 1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(tuple.count((1, 1), 1), tuple.index((0, 5), 5))
