# defaultdict's repr shows its factory as CPython's Py_ReprEnter does: a
# container factory as [...], {...}, a functools.partial as ..., and itself.
from collections import defaultdict, deque, OrderedDict, Counter
import functools
class P(functools.partial):
    pass
for f in [functools.partial(int, "7"), P(list), [1, 2], {"a": 1}, (1,), {1}, deque([1]), OrderedDict(a=1), Counter(a=1), defaultdict(int), "s", 5, None, list]:
    d = defaultdict(None)
    d.default_factory = f
    print(repr(d))
d = defaultdict(list)
d.default_factory = d
print(d)
lst = []
d2 = defaultdict(None, {"k": lst})
d2.default_factory = lst
lst.append(d2)
print(d2)
