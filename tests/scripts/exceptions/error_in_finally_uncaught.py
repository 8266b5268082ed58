def f():
    try:
        raise ValueError("a")
    finally:
        print("finally runs")
f()
