# expect: NotImplementedError: function.__defaults__ is not supported by kiln yet
# hasattr must not answer False for an attribute CPython's functions have.
def f(a=1):
    return a


print(hasattr(f, "__defaults__"))
