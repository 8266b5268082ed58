def f(xs):
    return [10 // x for x in xs]
f([1, 2, 0])
