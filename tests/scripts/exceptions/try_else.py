def f(x):
    try:
        r = 10 // x
    except ZeroDivisionError:
        print("div by zero")
    else:
        print("no error, r =", r)
    finally:
        print("finally for", x)
f(2)
f(0)
