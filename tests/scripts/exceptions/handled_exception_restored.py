def inner():
    try:
        raise KeyError("inner")
    except KeyError:
        pass
try:
    raise ValueError("outer")
except ValueError:
    inner()
    try:
        raise
    except ValueError as e:
        print("re-raised the right one:", e)
