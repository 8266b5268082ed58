def f():
    try:
        raise ValueError("x")
    except ValueError:
        return "returned from except"
print(f())
try:
    raise
except RuntimeError as e:
    print("no active exception afterwards:", e)
