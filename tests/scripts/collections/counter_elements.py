# Counter.elements(): chain.from_iterable(starmap(repeat, items)), lazy as
# CPython's: a count repeat() refuses raises only when iteration reaches it.
from collections import Counter
import collections
c = Counter("hello")
e = c.elements()
print(type(e), sorted(e), list(Counter(a=2, b=0, c=-1, d=1).elements()))
it = Counter({"a": 1.5, "b": 2}).elements()
print("made")
try:
    print(list(it))
except TypeError as ex:
    print("TypeError", ex)
it = Counter({"b": 2, "a": 2**70}).elements()
try:
    print(next(it), next(it), next(it))
except OverflowError as ex:
    print("OverflowError", ex)
c = Counter(x=2)
e = c.elements()
c["y"] = 1
try:
    print(list(e))
except RuntimeError as ex:
    print("RuntimeError", ex)
print(collections._chain, collections._repeat, collections._starmap)
