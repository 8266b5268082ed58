def f():
    try:
        1 / 0
    except ZeroDivisionError:
        print("logging and re-raising")
        raise
try:
    f()
except ZeroDivisionError as e:
    print("outer got", e)
