# keys() and items() views are set-like: & | - ^ give sets, they compare
# with sets and with each other, and have isdisjoint(). values() views are
# not. Sets of ints print in CPython's order, which depends on which side
# each operation iterates; sets holding strings print through sorted().
def show(f):
    try:
        r = f()
        if isinstance(r, set) and any(isinstance(x, (str, tuple)) for x in r):
            print(type(r).__name__, sorted(r, key=repr))
        else:
            print(type(r).__name__, r)
    except Exception as e:
        print(type(e).__name__, e)


d = {'a': 1, 'b': 2, 'c': 3}
e = {'b': 20, 'c': 30, 'd': 40}

print('-- equality')
show(lambda: d.keys() == {'a', 'b', 'c'})
show(lambda: {'a', 'b', 'c'} == d.keys())
show(lambda: d.keys() == frozenset('abc'))
show(lambda: d.keys() != {'a', 'b'})
show(lambda: d.keys() == d.keys())
show(lambda: d.keys() == {'a': 0, 'b': 0, 'c': 0}.keys())
show(lambda: d.keys() == e.keys())
show(lambda: d.items() == {('a', 1), ('b', 2), ('c', 3)})
show(lambda: d.items() == {('a', 1), ('b', 2), ('c', 4)})
show(lambda: d.items() == dict(d).items())
show(lambda: d.keys() == ['a', 'b', 'c'])
show(lambda: d.keys() == ('a', 'b', 'c'))
show(lambda: d.keys() == 'abc')
show(lambda: d.keys() == d)
show(lambda: d.keys() == d.items())
show(lambda: {}.keys() == {}.items())
show(lambda: {}.keys() == set())
show(lambda: d.values() == d.values())
v = d.values()
show(lambda: v == v)
show(lambda: d.values() == [1, 2, 3])
show(lambda: [d.keys()] == [{'a', 'b', 'c'}])
show(lambda: {'a', 'b', 'c'} in [d.keys()])
show(lambda: d.keys() in [{'c', 'b', 'a'}])

print('-- ordering')
show(lambda: d.keys() <= {'a', 'b', 'c', 'z'})
show(lambda: d.keys() < {'a', 'b', 'c'})
show(lambda: d.keys() < {'a', 'b', 'c', 'z'})
show(lambda: d.keys() >= {'a'})
show(lambda: d.keys() > {'a', 'b', 'c'})
show(lambda: d.keys() > {'a', 'x'})
show(lambda: {'a'} < d.keys())
show(lambda: {'a', 'b', 'c', 'd'} > d.keys())
show(lambda: frozenset('ab') <= d.keys())
show(lambda: {'b': 0}.keys() < d.keys())
show(lambda: d.items() >= {('a', 1)})
show(lambda: d.items() > {('a', 2)})
show(lambda: d.keys() < ['a'])
show(lambda: ['a'] < d.keys())
show(lambda: d.keys() <= 3)
show(lambda: d.values() < d.values())
show(lambda: d.values() <= {1})

print('-- operators')
show(lambda: d.keys() & e.keys())
show(lambda: d.keys() | e.keys())
show(lambda: d.keys() - e.keys())
show(lambda: d.keys() ^ e.keys())
show(lambda: d.keys() - {'a'})
show(lambda: d.keys() & {'a', 'z'})
show(lambda: d.keys() | ['x', 'y'])
show(lambda: d.keys() ^ 'cz')
show(lambda: {'a'} & d.keys())
show(lambda: {'a', 'q'} | d.keys())
show(lambda: {'a', 'q'} - d.keys())
show(lambda: {'a', 'q'} ^ d.keys())
show(lambda: ['a', 'q'] - d.keys())
show(lambda: ('a', 'q') & d.keys())
show(lambda: 'aq' | d.keys())
show(lambda: frozenset('aq') & d.keys())
show(lambda: d.items() & {('a', 1), ('b', 3)})
show(lambda: d.items() - {('a', 1)})
show(lambda: d.items() | {('z', 26)})
show(lambda: d.items() ^ {('a', 1), ('z', 26)})
show(lambda: d.items() & e.items())
show(lambda: d.items() ^ e.items())
show(lambda: d.items() ^ {'a': 1, 'b': 5}.items())
show(lambda: d.items() & d.keys())
show(lambda: d.keys() - d.items())
show(lambda: {'a': 1} | {'a': 1}.items())

print('-- results are new sets of ints, in CPython order')
n = {k: k * k for k in [5, 100, -3, 17, 2**40, 64, 9, 33]}
m = {k: -k for k in [9, 33, 64, 1000, -3, 8, 40]}
print(n.keys() & m.keys(), m.keys() & n.keys())
print(n.keys() | m.keys(), m.keys() | n.keys())
print(n.keys() - m.keys(), m.keys() - n.keys())
print(n.keys() ^ m.keys(), m.keys() ^ n.keys())
print(n.keys() & {9, 64, 7}, {9, 64, 7, 1, 2, 3, 4, 5, 6, 8, 10} & n.keys())
print(n.keys() & range(60), range(60) & n.keys(), n.keys() - range(60))
print(set(range(20)) - n.keys(), [1, 2, 5, 9] | n.keys())
print({(1, 2): 0, (3, 4): 0}.items() ^ {(1, 2): 0, 5: 6}.items())
print({1: 2, 3: 4}.items() | {(5, 6)}, {1: 2}.items() - {1: 3}.items())
r = n.keys() & m.keys()
r.add(12345)
print(type(r), r, n.keys() & m.keys())

print('-- unhashable values in items views')
u = {'x': [1], 'y': [2]}
show(lambda: u.items() == {'x': [1], 'y': [2]}.items())
show(lambda: u.items() <= {'x': [1], 'y': [2], 'z': 0}.items())
show(lambda: u.items() ^ {'x': [1], 'y': [2]}.items())
show(lambda: u.items() ^ {'x': [1], 'y': [3]}.items())
show(lambda: u.items() & {'x': [1]}.items())
show(lambda: u.items() | set())
show(lambda: u.items() - set())
show(lambda: u.items() == {('x', 1), ('y', 2)})
show(lambda: {('x', 1), ('y', 2)} == u.items())
show(lambda: u.items() <= {('x', 1), ('y', 2)})
show(lambda: ('x', [1]) in u.items())
show(lambda: u.items().isdisjoint({'x': [9]}.items()))
show(lambda: u.keys() & [[1]])

print('-- errors')
show(lambda: d.keys() & 1)
show(lambda: 1 & d.keys())
show(lambda: d.keys() | None)
show(lambda: None | d.keys())
show(lambda: d.keys() - 2.5)
show(lambda: d.keys() ^ 1)
show(lambda: d.values() & {1})
show(lambda: {1} | d.values())
show(lambda: d.values() - d.values())
show(lambda: d.keys() + d.keys())
show(lambda: d.keys() * 2)
show(lambda: d.keys() @ d.keys())
show(lambda: -d.keys())
show(lambda: hash(d.keys()))
show(lambda: hash(d.items()))
show(lambda: type(hash(d.values())))
show(lambda: {d.keys(): 1})
show(lambda: len({d.values(): 1}))
show(lambda: {1: 2}.keys() & {1: 2}.items())


print('-- isdisjoint')
show(lambda: d.keys().isdisjoint({'x'}))
show(lambda: d.keys().isdisjoint(['x', 'a']))
show(lambda: d.keys().isdisjoint(e.keys()))
show(lambda: d.keys().isdisjoint('xyz'))
show(lambda: d.keys().isdisjoint(d.keys()))
show(lambda: {}.keys().isdisjoint({}.keys()))
ks = {}.keys()
show(lambda: ks.isdisjoint(ks))
ks = d.keys()
show(lambda: ks.isdisjoint(ks))
show(lambda: d.items().isdisjoint({('a', 1)}))
show(lambda: d.items().isdisjoint([('a', 2), ('b', 3)]))
show(lambda: d.items().isdisjoint(e.items()))
show(lambda: d.keys().isdisjoint(range(3)))
show(lambda: d.keys().isdisjoint(1))
show(lambda: d.keys().isdisjoint())
show(lambda: d.keys().isdisjoint({1}, {2}))
show(lambda: d.items().isdisjoint(x=1))
show(lambda: d.keys().isdisjoint([[1]]))
show(lambda: d.values().isdisjoint({1}))
show(lambda: type(d.keys()).isdisjoint(d.keys(), {'a'}))
show(lambda: type(d.keys()).isdisjoint(d.items(), {'a'}))
show(lambda: type(d.items()).isdisjoint(5, {'a'}))
show(lambda: type(d.items()).isdisjoint())


print('-- views stay live')
live = {1: 'one'}
lk = live.keys()
print(lk == {1}, lk & {1, 2})
live[2] = 'two'
print(lk == {1}, lk & {1, 2}, lk > {1})


class Other:
    def __rand__(self, other):
        return 'Other.__rand__'

    def __and__(self, other):
        return 'Other.__and__'

    def __eq__(self, other):
        return 'Other.__eq__'

    __hash__ = object.__hash__


class Iterable:
    def __iter__(self):
        return iter([1, 2])

    def __rsub__(self, other):
        return 'never: the view iterates us first'


print('-- other operands')
show(lambda: Other() & d.keys())
show(lambda: d.keys() & Other())
show(lambda: d.keys() == Other())
show(lambda: Other() == d.keys())
show(lambda: {1: 0, 3: 0}.keys() - Iterable())
show(lambda: Iterable() - {1: 0, 3: 0}.keys())


# In a hot loop: the JIT's traces must give the same sets and errors.
def hot(n):
    a = {i: i for i in range(10)}
    b = {i: -i for i in range(5, 15)}
    total = 0
    equal = 0
    errors = 0
    last = None
    for i in range(n):
        k = i % 20
        inter = a.keys() & b.keys()
        uni = a.keys() | {k}
        diff = a.keys() - {k, k + 1}
        sym = b.keys() ^ a.keys()
        total += len(inter) + len(uni) + len(diff) + len(sym)
        if a.keys() == set(range(10)) and a.keys() >= {k % 10}:
            equal += 1
        if {k} <= b.keys() or a.items() >= {(k, k)}:
            equal += 1
        if a.keys().isdisjoint([k]):
            equal += 1
        try:
            a.keys() & k
        except TypeError:
            errors += 1
        last = (inter, diff, sym, a.items() & {(k, k), (k, -k)})
    return total, equal, errors, last


print(hot(3000))
