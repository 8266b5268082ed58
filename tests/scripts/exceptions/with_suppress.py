class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        if t is not None and issubclass(t, self.types):
            print("suppressed", t.__name__, v)
            return True
        return False
with Suppress(ZeroDivisionError):
    1 / 0
    print("not reached")
print("continues")
try:
    with Suppress(KeyError):
        raise ValueError("not suppressed")
except ValueError as e:
    print("propagated", e)
