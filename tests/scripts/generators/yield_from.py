def inner():
    x = yield 1
    print("inner got", x)
    y = yield 2
    print("inner got", y)
    return "inner-done"
def outer():
    r = yield from inner()
    print("outer got", r)
    yield from [10, 20]
    yield from range(3)
    return r
g = outer()
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(list(g))
def flatten(xs):
    for x in xs:
        if isinstance(x, list):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, [2, [3, 4]], [], 5])))
