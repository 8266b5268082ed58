def f():
    try:
        raise ValueError("first")
    except ValueError:
        raise TypeError("second")
try:
    f()
except TypeError as e:
    print("got", e, "context", repr(e.__context__))
