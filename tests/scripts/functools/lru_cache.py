# lru_cache and cache: hits, misses, eviction order, keys, typed=, errors.
import functools
from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(300))
print(fib.cache_info())
print(fib(100), fib.cache_info())
fib.cache_clear()
print(fib.cache_info(), fib(10), fib.cache_info())
print(fib.__name__, fib.__qualname__, fib.__wrapped__.__name__, fib.__module__)
print(fib.cache_parameters())

calls = []

@lru_cache(maxsize=3)
def sq(x):
    calls.append(x)
    return x * x

for x in [1, 2, 3, 1, 4, 2, 5, 1, 3, 3, 4]:
    sq(x)
print(calls, sq.cache_info())
info = sq.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, info[0], info[-1], len(info), list(info))
h, m, mx, cur = info
print(h, m, mx, cur, info == (h, m, mx, cur), (h, m, mx, cur) == info, info != (0, 0, 0, 0))
print(type(info).__name__, info._fields, info._asdict())
print(sq.cache_parameters())

# Keys: f(1) and f(1.0) differ, keyword order matters, typed separates types.
seen = []
@lru_cache
def ident(*args, **kwargs):
    seen.append((args, kwargs))
    return args, kwargs
ident(1); ident(1.0); ident(True); ident(1); ident(a=1, b=2); ident(b=2, a=1); ident(a=1, b=2)
ident('s'); ident('s'); ident((1,)); ident(1, 2); ident(1, 2)
print(len(seen), seen)
print(ident.cache_info())

@lru_cache(typed=True)
def typed_f(x):
    seen.append(x)
    return x
seen.clear()
typed_f(1); typed_f(1.0); typed_f(True); typed_f(1); typed_f(x=1); typed_f(x=1.0)
print(seen, typed_f.cache_info(), typed_f.cache_parameters())

@lru_cache(maxsize=0)
def nocache(x):
    return x + 1
print(nocache(1), nocache(1), nocache([1] and 2), nocache.cache_info())

@lru_cache(maxsize=-5)
def neg(x):
    return x
print(neg(1), neg(1), neg.cache_info(), neg.cache_parameters())

@cache
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(50), fact.cache_info(), fact.cache_parameters(), fact.__name__)

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)

attempt(lambda: ident([1, 2]))
attempt(lambda: ident(1, {}))
attempt(lambda: ident(k={1}))
attempt(lambda: lru_cache('x'))
attempt(lambda: lru_cache(maxsize='x'))
attempt(lambda: lru_cache(3.5))
print(ident.cache_info())

# A function that raises: a miss, nothing cached, the next call tries again.
@lru_cache(maxsize=2)
def flaky(x):
    if x < 0:
        raise ValueError(f'negative: {x}')
    return x
attempt(lambda: flaky(-1))
attempt(lambda: flaky(-1))
print(flaky(1), flaky(1), flaky.cache_info())

# Methods: the wrapper binds like a function, self is part of the key.
class Circle:
    def __init__(self, r):
        self.r = r
    @lru_cache(maxsize=None)
    def area(self, scale=1):
        return 3 * self.r * self.r * scale
    def __hash__(self):
        return hash(self.r)
    def __eq__(self, other):
        return isinstance(other, Circle) and self.r == other.r
c, d = Circle(2), Circle(2)
print(c.area(), d.area(), c.area(2), Circle.area.cache_info())

# Eviction with bigger sizes: order of use, exactly as CPython.
log = []
@lru_cache(maxsize=16)
def slow(n):
    log.append(n)
    return n * 3
x = 7
for i in range(500):
    x = (x * 1103515245 + 12345) % 2**31
    slow(x % 40)
print(len(log), sum(log), log[-10:], slow.cache_info())

# Recursion inside the call: a key added by the call itself stays.
depth = [0]
@lru_cache(maxsize=4)
def twice(n):
    depth[0] += 1
    if depth[0] == 1:
        twice(n)   # the same key, cached inside its own call: that one stays
    depth[0] -= 1
    return (n, depth[0])
print(twice(5), twice(5), twice.cache_info())

# cache_clear while calls run.
@lru_cache(maxsize=None)
def clearing(n):
    if n == 3:
        clearing.cache_clear()
    return n if n == 0 else clearing(n - 1) + 1
print(clearing(5), clearing.cache_info(), clearing(5), clearing.cache_info())

# Wrapping preserves attributes and __wrapped__, and __dict__ is updated.
def plain(a, b=2):
    "Add two numbers."
    return a + b
plain.tag = 'kept'
w = lru_cache(plain)
print(w(1), w(1, b=3), w.__doc__, w.tag, w.__wrapped__ is plain, w.__annotations__)
print('__wrapped__' in w.__dict__, w.__dict__['tag'], w.__dict__['cache_parameters']())
