# Types CPython cannot subclass (no Py_TPFLAGS_BASETYPE) are refused as a
# class's base with its TypeError, before any other check of the bases:
# singletons' types, bool, functions and methods, generators, range and
# slice, memoryview, the views and iterators of builtin containers,
# collections' and itertools' helper types, re.Pattern and re.Match,
# cmp_to_key's wrapper, types.UnionType.
import collections
import functools
import itertools
import re


def gen():
    yield 1


class K:
    def m(self):
        pass


class Seq:
    def __getitem__(self, i):
        raise IndexError


d = {1: 2}
od = collections.OrderedDict(d)
q = collections.deque([1])
samples = [
    NotImplemented, ..., None, True, gen, gen(), lambda: 0, K().m, len, [].append,
    range(3), iter(range(3)), iter(range(10**20)), iter([]), iter(()), iter(""), iter("é"),
    d.keys(), d.values(), d.items(), iter(d), iter(d.values()), iter(d.items()),
    reversed(d), reversed(d.values()), reversed(d.items()), iter(set()), iter(frozenset()),
    reversed([1]), iter(Seq()), int | str,
    od.keys(), od.values(), od.items(), iter(od), reversed(od), iter(q), reversed(q),
    next(itertools.groupby([1]))[1], itertools.tee([1])[0],
    re.compile("a"), re.match("a", "a"), functools.cmp_to_key(len),
]


def attempt(make):
    try:
        make()
    except TypeError as e:
        return e
    return "made"


def subclass(t):
    def make():
        class X(t):
            pass
    return attempt(make)


for v in samples:
    print(type(v).__name__, subclass(type(v)))
print(subclass(memoryview))
print(subclass(type(None)))


# Among other bases: the first one refused is named, even before a
# duplicate base or a type kiln cannot subclass.
def k_bool():
    class X(K, bool):
        pass


def bool_k_k():
    class X(bool, K, K):
        pass


def list_ellipsis_bool():
    class X(list, type(...), bool):
        pass


def error_notimplemented():
    class X(ValueError, type(NotImplemented)):
        pass


def k_error():
    class X(K, ValueError):
        pass


for make in (k_bool, bool_k_k, list_ellipsis_bool, error_notimplemented):
    print(make.__name__, attempt(make))
# What CPython can subclass still can be, here too.
print(subclass(K), subclass(object), subclass(ValueError), attempt(k_error))
