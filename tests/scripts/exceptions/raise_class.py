try:
    raise ValueError
except ValueError as e:
    print("args", e.args, "str", repr(str(e)))
try:
    raise KeyError("k")
except LookupError as e:
    print(type(e).__name__, e)
