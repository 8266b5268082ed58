# dict | dict makes a new dict (later values win, first keys keep their
# place); dict |= x updates in place and takes whatever dict.update takes.
def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
c = a | b
print(c, a, b, c is a)
print(b | a)
print({} | {}, a | {}, {} | a)
print((a | b) == {**a, **b})
print(a | a, (a | a) is a)
print({1: 'one', True: 'true', 1.0: 'float'} | {1: 'again'})

# |= keeps the identity of the left operand
alias = a
a |= b
print(a, alias is a)
a |= [('w', 0), ('x', -1)]
print(a)
a |= (p for p in [('g', 7)])
print(a)
a |= ['ab', ('c', 'd')]
print(a)
a |= a
print(a)


class Mapping:
    def keys(self):
        return ['k1', 'k2']

    def __getitem__(self, key):
        return key.upper()

    def __iter__(self):
        return iter([('not', 'used')])


m = {}
m |= Mapping()
print(m)
m.update(Mapping())
print(dict(Mapping()), m)
show(lambda: {} | Mapping())


class RightOr:
    def __ror__(self, other):
        return 'RightOr.__ror__ got ' + type(other).__name__


print({} | RightOr())

# errors: | needs two dicts, |= needs an iterable of pairs
show(lambda: {} | [('a', 1)])
show(lambda: {} | 1)
show(lambda: 1 | {})
show(lambda: [] | {})
show(lambda: {1: 2} | None)


def ior(value):
    d = {'k': 0}
    d |= value
    return d


show(lambda: ior(1))
show(lambda: ior([1]))
show(lambda: ior([('a', 1), 'abc']))
show(lambda: ior([('a', 1), ([], 2)]))
show(lambda: ior({'k': []}.items()))
show(lambda: ior(None))


def partial():
    # pairs before the bad one are kept, as CPython's update does
    d = {'k': 0}
    try:
        d |= [('a', 1), ('b', 2), 5]
    except TypeError as e:
        print(type(e).__name__, e)
    return d


print(partial())


# In a hot loop (the JIT's traces take the same paths).
def merge_many(n):
    total = {}
    sizes = 0
    for i in range(n):
        step = {i % 7: i, 'last': i}
        total = total | step
        total |= {'count': i}
        total |= [(i % 3, -i)]
        sizes += len(total)
    return total, sizes


print(merge_many(3000))


def merge_errors(n):
    caught = 0
    for i in range(n):
        try:
            x = {} | [i]
        except TypeError:
            caught += 1
        try:
            y = {}
            y |= i
        except TypeError:
            caught += 1
    return caught


print(merge_errors(2000))
