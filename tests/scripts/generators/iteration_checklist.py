# Generators, comprehensions, the iterator protocol, sets and functions, in one pass
def gen(n):
    for i in range(n):
        x = yield i
        if x: print("got", x)
    return "ret"
g = gen(3)
print(next(g), g.send("a"), next(g))
try: next(g)
except StopIteration as e: print("stop", e.value, e.args)
g = gen(5); next(g); g.close(); print(list(g))
print(sum(x * x for x in range(5)), list(x for x in "ab"), [y for y in range(3) if y], {k: v for k, v in zip("ab", (1, 2))}, {c for c in "hello"} == set("helo"))
x = 10
print([x for x in range(3)], x)
it = iter([1, 2]); print(next(it), next(it), next(it, "dflt"))
try: next(it)
except StopIteration: print("SI")
print(list(map(lambda a, b: a + b, [1, 2], [3, 4, 5])), list(filter(None, [0, 1, "", "a"])), list(enumerate("ab", start=5)), any([]), all([]), any(x > 2 for x in range(5)))
s = {1, 2, 3}; f = frozenset([2, 3, 4])
print(s | f, s & f, s - f, s ^ f, f | s, type(f | s).__name__, s <= {1, 2, 3, 4}, f < s, s.union([9]), f.intersection(s), s.isdisjoint(f), frozenset() == set())
s.add(7); s.discard(1); s.remove(2); print(s, s.pop(), len(s))
try: s.remove(99)
except KeyError as e: print("KeyError", e)
def va(*args, **kwargs): return args, kwargs
print(va(1, *[2, 3], x=1, **{"y": 2}), va(*(), **{}))
def kwo(a, /, b, *, c=3): return a, b, c
print(kwo(1, 2), kwo(1, b=2, c=4))
try: kwo(a=1, b=2)
except TypeError as e: print(e)
try: va(**{"x": 1}, x=2)
except TypeError as e: print(e)
def deco(f):
    def w(*a): return ("deco", f(*a))
    return w
def deco_args(tag):
    def d(f):
        def w(*a): return (tag, f(*a))
        return w
    return d
@deco
@deco_args("t")
def add(a, b): return a + b
print(add(1, 2))
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c = counter(); c(); print(c(), [f() for f in [lambda i=i: i for i in range(3)]])
class It:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 3: raise StopIteration
        return self.i
print(list(It()), sum(It()), max(It()), sorted(It(), reverse=True), tuple(It()), set(It()), dict.fromkeys(It()), "-".join(map(str, It())), list(zip(It(), It())), [*It()], min(It()), 2 in It(), list(enumerate(It())))
a, *b = It(); print(a, b)
print(dict(zip(It(), "abc")), list(reversed([1, 2])), sorted({3: 1, 1: 2}))
