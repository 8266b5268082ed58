def trace(fn):
    def wrapper(*args):
        print("calling", fn.__name__, args)
        return fn(*args)
    return wrapper
def times(n):
    def deco(fn):
        def wrapper(x):
            return fn(x) * n
        return wrapper
    return deco
@trace
def add(a, b):
    return a + b
@times(3)
@times(2)
def ident(x):
    return x
print(add(1, 2), ident(5))
registry = []
def register(cls):
    registry.append(cls.__name__)
    return cls
@register
class Plugin:
    pass
print(registry, Plugin)
order = []
def first(f):
    order.append("first")
    return f
def second(f):
    order.append("second")
    return f
@first
@second
def g(): pass
print(order)
