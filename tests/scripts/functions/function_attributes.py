# Attributes scripts set on functions (decorators' counters and caches, a
# hand-written functools.wraps), and the special ones CPython lets them set.
def counted(fn):
    def wrapper(*args):
        wrapper.calls += 1
        return fn(*args)
    wrapper.calls = 0
    wrapper.__name__ = fn.__name__
    wrapper.__qualname__ = fn.__qualname__
    wrapper.__doc__ = fn.__doc__
    wrapper.__module__ = "mymod"
    return wrapper

@counted
def square(x):
    "Square x."
    return x * x

total = 0
for i in range(3000):
    total += square(i)
print(total, square.calls, square.__name__, square.__qualname__, square.__doc__, square.__module__)
print(square.__dict__, repr(square).split(" at ")[0])

def memo(f):
    f.cache = {}
    return f

@memo
def fib(n):
    if n in fib.cache:
        return fib.cache[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    fib.cache[n] = r
    return r

print(fib(90), len(fib.cache))
del fib.cache
try:
    fib.cache
except AttributeError as e:
    print("AttributeError:", e)
try:
    del fib.nothing
except AttributeError as e:
    print("AttributeError:", e)
try:
    fib.__name__ = 3
except TypeError as e:
    print("TypeError:", e)
print(hasattr(fib, "cache"), getattr(fib, "x", "dflt"))
fib.__dict__["y"] = 5
print(fib.y, sorted(fib.__dict__))
g = lambda: 0
g.tag = "t"
print(g.tag, g.__name__)
