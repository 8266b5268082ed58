# reduce, partial, wraps/update_wrapper, cmp_to_key, total_ordering.
import functools
from functools import reduce, partial, wraps, update_wrapper, cmp_to_key, total_ordering

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)

print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 11), 1))
print(reduce(lambda a, b: a + [b], 'abc', []), reduce(max, [3, 9, 2]), reduce(1, [5]), reduce(len, [], 7))
print(reduce(lambda acc, w: acc + len(w), (w for w in 'to be or not'.split()), 0))
attempt(lambda: reduce())
attempt(lambda: reduce(max))
attempt(lambda: reduce(max, [], 1, 2))
attempt(lambda: reduce(max, 3))
attempt(lambda: reduce(max, [], initial=2))
attempt(lambda: reduce(max, []))
attempt(lambda: reduce(lambda a, b: a / b, [1, 0]))
attempt(lambda: reduce(1, [1, 2]))

def f(*args, **kwargs):
    return args, kwargs
p = partial(f, 1, 2, a=3)
print(p(4, b=5), p(a=9), p.func is f, p.args, p.keywords)
q = partial(p, 6, c=7)
print(q(), q.func is f, q.args, q.keywords)
print(repr(p).replace(hex(id(f)), 'ADDR').startswith('functools.partial(<function f at'), repr(p).endswith(', 1, 2, a=3)'))
print(repr(partial(len, 'abc')), partial(len, 'abc')())
print(type(p).__name__, type(p), isinstance(p, partial), callable(p))
attempt(lambda: partial())
attempt(lambda: partial(1))
attempt(lambda: partial(f, 1)(x=2))
basetwo = partial(int, base=2)
print(basetwo('10010'), basetwo('1' * 10))
attempt(lambda: basetwo('12'))
p.extra = 'x'
r = partial(p, 0)
print(r.func is p, r.args, r().__class__.__name__)
class Sub(partial):
    def describe(self):
        return f'{len(self.args)} args'
s = Sub(f, 1)
print(s(2), s.describe(), repr(Sub(len, 'ab')), Sub(s, 3).func is f)
print(repr(partial(partial, len)), partial(max, key=len)(['a', 'ccc', 'bb']))
keys = sorted(['b', 'A', 'c'], key=partial(str.lower))
print(keys, list(map(partial(pow, 2), range(5))))

def trace(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        "wrapper doc"
        return func(*args, **kwargs) * 10
    return wrapper

@trace
def add(a: int, b: int = 1) -> int:
    "Add things."
    return a + b
add.__dict__['note'] = 1
print(add(2), add.__name__, add.__qualname__, add.__doc__, add.__module__, add.__annotations__)
print(add.__wrapped__(2), add.__wrapped__.__name__, sorted(add.__dict__), add.__dict__['__wrapped__'] is add.__wrapped__)

def undecorated():
    pass
undecorated.flag = True
def outer():
    pass
w = update_wrapper(outer, undecorated, assigned=('__doc__',), updated=())
print(w is outer, w.__name__, w.__doc__, w.__wrapped__ is undecorated, hasattr(w, 'flag'))
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)

class Counter:
    def __init__(self, func):
        update_wrapper(self, func)
        self.calls = 0
        self.func = func
    def __call__(self, *args):
        self.calls += 1
        return self.func(*args)
@Counter
def hello(name):
    "Say hi."
    return 'hi ' + name
print(hello('bo'), hello.calls, hello.__name__, hello.__doc__, hello.__wrapped__.__name__)

def numeric_compare(x, y):
    return x - y
def by_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
print(sorted([5, 2, 4, 1, 3], key=cmp_to_key(numeric_compare)))
print(sorted(['bb', 'a', 'ccc', 'ab', 'b'], key=cmp_to_key(by_len_then_alpha)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a), reverse=True))
K = cmp_to_key(numeric_compare)
k1, k2 = K(1), K(2)
print(k1 < k2, k1 > k2, k1 <= k1, k1 >= k2, k1 == K(1), k1 != k2, k1.obj, type(k1).__name__)
print(min([4, 2, 8], key=K), max([4, 2, 8], key=K))
attempt(lambda: k1 < 3)
attempt(lambda: hash(k1))
attempt(lambda: sorted([1, 'a'], key=cmp_to_key(numeric_compare)))

@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __repr__(self):
        return 'v' + '.'.join(map(str, self.parts))
a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a > b, a <= c, a >= b, b >= a, a <= b, b > a)
print(sorted([b, a, Version(0, 9)]), max(a, b), Version.__gt__.__name__)
attempt(lambda: a > 3)
attempt(lambda: a <= 'x')

@total_ordering
class Desc:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
print(Desc(1) < Desc(2), Desc(1) >= Desc(2), Desc(2) <= Desc(2))

@total_ordering
class ByLe:
    def __init__(self, v):
        self.v = v
    def __le__(self, other):
        return self.v <= other.v
    def __eq__(self, other):
        return self.v == other.v
print(ByLe(1) < ByLe(2), ByLe(2) < ByLe(2), ByLe(3) > ByLe(2), ByLe(2) >= ByLe(3))

@total_ordering
class ByGe:
    def __init__(self, v):
        self.v = v
    def __ge__(self, other):
        return self.v >= other.v
print(ByGe(1) < ByGe(2), ByGe(1) <= ByGe(1), ByGe(3) > ByGe(2))

class Base:
    def __lt__(self, other):
        return True
@total_ordering
class Child(Base):
    pass
print(Child() > Child(), Child() >= Child())
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print('ValueError:', e)
