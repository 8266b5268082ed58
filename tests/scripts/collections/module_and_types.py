# The collections module itself: its names, its types, and annotations
# that use them.
import collections
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
import collections as c2

print(collections.deque is deque, c2.Counter is Counter, collections.__name__, sorted(collections.__all__))
print(deque, defaultdict, Counter, OrderedDict, namedtuple("P", "x"))
for t in [deque, defaultdict, Counter, OrderedDict]:
    print(t.__name__, t.__qualname__, t.__module__, t.__mro__, issubclass(t, dict), isinstance(t(), dict))
print(type(deque().__iter__ if False else iter(deque())).__name__, type(iter(deque())), type(reversed(deque())))
print(type(OrderedDict().keys()), type(OrderedDict().values()), type(OrderedDict().items()))
print(OrderedDict(a=1).keys() == {"a"}, OrderedDict(a=1).keys() & {"a", "b"}, sorted(OrderedDict(a=1).items() | {("b", 2)}))
print(deque[int], defaultdict[str, list[int]], Counter[str], OrderedDict[str, int], namedtuple("P", "x")[int])
print(deque[int] == deque[int], list[deque[int]], (deque[int] | None), type(deque[int]).__name__)


def f(q: deque[int], d: defaultdict[str, list[int]] = None) -> Counter[str]:
    return Counter()


print(f.__annotations__)
dd: defaultdict[str, int] = defaultdict(int)
print(__annotations__)
print(callable(deque), callable(namedtuple), callable(Counter), callable(deque()))
print(type(deque) is type, type(namedtuple("P", "x")) is type)
print(isinstance(deque(), deque), isinstance(defaultdict(), Counter), isinstance(Counter(), defaultdict))
print(isinstance([], deque), isinstance(Counter(), (list, dict)), issubclass(OrderedDict, dict))
print(type(Counter()) == Counter, type(Counter()) is not dict, type(defaultdict()) is defaultdict)
# dict and tuple builtins take them
print(dict(Counter(a=1)), dict(defaultdict(int, b=2)), list(OrderedDict(c=3)), tuple(namedtuple("P", "x y")(1, 2)))
print(len(deque([1, 2])), len(Counter("aab")), sorted(Counter("bca")), list(reversed(OrderedDict(a=1, b=2))))
print({**Counter(a=1), **defaultdict(int, b=2)}, [*deque([1, 2]), *namedtuple("P", "x")(3)])


def star(*args, **kw):
    return args, kw


print(star(*deque("ab"), **OrderedDict(k=1)), star(**Counter(z=5)))
print(max(Counter("aaab").items(), key=lambda kv: kv[1]), min(deque([3, 1, 2])))
print("{0[x]} {1.y}".format(defaultdict(int, x=7), namedtuple("P", "y")(9)), "%(z)s" % Counter(z=3))
print("{missing}".format_map(defaultdict(lambda: "??")), "%(m)s" % defaultdict(lambda: "!"))
