def f(x):
    try:
        try:
            if x == 1:
                raise KeyError("k")
            if x == 2:
                raise ValueError("v")
            return "ok"
        except KeyError:
            return "inner handled"
    except ValueError:
        return "outer handled"
print(f(0), f(1), f(2))
