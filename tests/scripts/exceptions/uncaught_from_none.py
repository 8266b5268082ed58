try:
    1 / 0
except ZeroDivisionError:
    raise KeyError("hidden context") from None
