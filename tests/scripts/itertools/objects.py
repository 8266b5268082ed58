# itertools objects as values: hashing, equality, reprs of odd contents, yield from, unpacking.
import itertools as it
c = it.count()
d = {c: 1}
print(d[c], c == c, c != it.count(), bool(c), bool(it.chain()), str(it.count(1)), f"{it.repeat(2, 1)}", "%s" % (it.count(3),))
try:
    sorted([it.chain(), it.chain()])
except TypeError as e:
    print(e)
try:
    it.chain() + it.chain()
except TypeError as e:
    print(e)
try:
    it.count().x = 1
except AttributeError as e:
    print(e)
try:
    del it.count().__next__
except AttributeError as e:
    print(e)
print(hash(c) == hash(c), type(hash(c)).__name__)
print(isinstance(it.tee([])[0], it._tee), issubclass(it.chain, object), it.chain.__mro__, it.chain.__bases__)
print(callable(it.chain), callable(it.chain()), it.count.__class__, type(it.tee))
print(repr(it.count(0.1 + 0.2, -1e300)), repr(it.repeat("it's")), repr(it.repeat([it.count(2)], 2)))
class Odd:
    def __repr__(self): return "Odd!"
print(it.repeat(Odd()), it.count.__name__)
l = []
r = it.repeat(l)
l.append(r)
print(repr(r))
print(list(it.islice(it.count(1, 0.1), 3)), it.count(1, 0.1))
try:
    it.count(1).__class__(5, 5, 5)
except TypeError as e:
    print(e)
def g():
    r = yield from it.chain("ab", it.islice(it.count(), 2))
    print("returned", r)
    yield "end"
print(list(g()))
gen = g()
print(next(gen))
try:
    gen.send(5)
except AttributeError as e:
    print("AttributeError", e)
def h():
    yield from it.product("xy", repeat=2)
print(list(h()), sum(len(p) for p in h()))
a, *b = it.chain("q", "rs")
print(a, b, [*it.repeat(1, 3)], {*it.islice(it.count(), 3)}, dict.fromkeys(it.chain("ab")))
print(max(it.chain([1], [5]), key=lambda x: -x), min(it.repeat(3, 2), default=0), sorted(it.chain("ba"), key=str.upper))
