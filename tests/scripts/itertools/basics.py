# Each itertools function on plain inputs: values, types, reprs.
import itertools
from itertools import (accumulate, chain, combinations, combinations_with_replacement, compress, count, cycle,
                       dropwhile, filterfalse, groupby, islice, pairwise, permutations, product, repeat, starmap,
                       takewhile, tee, zip_longest)

names = ["count", "cycle", "repeat", "chain", "islice", "accumulate", "product", "permutations", "combinations",
         "combinations_with_replacement", "zip_longest", "groupby", "starmap", "takewhile", "dropwhile",
         "filterfalse", "compress", "pairwise", "_grouper", "_tee", "_tee_dataobject"]
for name in names:
    t = getattr(itertools, name)
    print(name, t, t.__name__, t.__qualname__, t.__module__, type(t).__name__)
print(itertools.tee, type(itertools.tee).__name__)

# count
c = count()
print(c, next(c), next(c), c)
print(list(islice(count(5), 3)), list(islice(count(0, 2), 4)), list(islice(count(10, -3), 4)))
print(list(islice(count(1.5), 3)), list(islice(count(0, 0.25), 5)), list(islice(count(1, 0.5), 3)))
print(count(5), count(0, 2), count(2.5), count(2.5, 1), count(0, 1.0), count(-1, -1), count(step=3), count(start=7))
print(count(True), count(True, 2), count(False, True), list(islice(count(True), 2)), list(islice(count(True, 2), 2)))
big = count(2 ** 63 - 2)
print(next(big), next(big), next(big), big)
print(count(2 ** 64), count(-2 ** 70, 2 ** 65), list(islice(count(2 ** 64, -2 ** 63), 3)))
z = count(3, 0)
print(next(z), next(z), z)

# cycle
cy = cycle("abc")
print([next(cy) for _ in range(8)])
print(list(islice(cycle([1]), 4)), list(cycle([])), list(islice(cycle(range(3)), 7)))

# repeat
print(repeat(1, 3), repeat("x"), repeat([1, 2], 0), repeat(None, -4), list(repeat("ab", 3)), list(repeat(7, 0)))
r = repeat(4, 2)
print(next(r), r, next(r), r, list(r), r)
print(list(islice(repeat(0), 5)), list(map(pow, range(5), repeat(2))))

# chain
print(list(chain()), list(chain([1, 2], (3,), "ab", range(2), {9: 0})), list(chain([], [], [5])))
print(list(chain.from_iterable(["ab", [1], range(3)])), list(chain.from_iterable([])))
print(list(chain.from_iterable(map(range, [1, 2, 3]))))
print(type(chain.from_iterable([])).__name__, type(chain.from_iterable).__name__, chain.from_iterable.__name__)

# islice
s = "abcdefghij"
for args in [(3,), (None,), (2, 5), (2, None), (0, 10, 3), (1, None, 4), (5, 2), (20,), (None, None, None), (3, 3)]:
    print(args, "".join(islice(s, *args)))
print(list(islice(count(), 2, 12, 5)), list(islice(iter(range(100)), 95, None)))

# accumulate
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], initial=100)), list(accumulate([], initial=0)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2], max)), list(accumulate("abc")), list(accumulate([2, 3, 4], lambda a, b: a * b)))
print(list(accumulate([1.5, 2, 3])), list(accumulate([[1], [2], [3]])), list(accumulate([])), list(accumulate([7])))
print(list(accumulate([1, 2], None, initial=None)), list(accumulate(range(5), func=lambda a, b: a - b, initial=10)))

# product
print(list(product()), list(product([])), list(product("ab", [])), list(product("ab", range(2))))
print(list(product([0, 1], repeat=3)))
print(list(product("ab", "cd", repeat=2))[:5], len(list(product(range(4), repeat=4))), list(product("xy", repeat=0)))
print(list(product(range(2), "a", (True, None))))

# permutations
print(list(permutations("abc")), list(permutations(range(4), 2))[:7], len(list(permutations(range(5)))))
print(list(permutations([])), list(permutations("ab", 0)), list(permutations("ab", 3)), list(permutations([1, 1])))
print(list(permutations("abcd", 4))[-3:], list(permutations(range(3), r=None)), list(permutations("ab", True)))

# combinations
print(list(combinations("abcd", 2)), list(combinations(range(5), 3))[-2:], list(combinations("ab", 0)))
print(list(combinations([], 0)), list(combinations([], 1)), list(combinations("abc", 4)), list(combinations("abc", 3)))
print(len(list(combinations(range(20), 4))), list(combinations(iterable="xyz", r=2)))

# combinations_with_replacement
print(list(combinations_with_replacement("abc", 2)), list(combinations_with_replacement([], 0)))
print(list(combinations_with_replacement([], 2)), list(combinations_with_replacement("ab", 0)))
print(list(combinations_with_replacement(range(3), 3)), len(list(combinations_with_replacement(range(6), 4))))

# zip_longest
print(list(zip_longest("abc", [1])), list(zip_longest("ab", "xyz", fillvalue="-")), list(zip_longest()))
print(list(zip_longest([1, 2])), list(zip_longest([], [], []), ), list(zip_longest(range(3), "a", [], fillvalue=0)))

# groupby
print([(k, list(g)) for k, g in groupby("aaabccddda")])
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 3, 3, 3, 1])])
print([(k, list(g)) for k, g in groupby(range(10), key=lambda x: x // 3)])
print([(k, list(g)) for k, g in groupby(["apple", "avocado", "banana", "blueberry", "cherry"], lambda w: w[0])])
print(list(groupby([])), [k for k, _ in groupby("mississippi")], [(k, list(g)) for k, g in groupby([1.0, 1, True, 2])])

# starmap, takewhile, dropwhile, filterfalse, compress, pairwise
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(max, ["ab", [3, 1, 2]])), list(starmap(lambda: 1, [(), []])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(takewhile(bool, [])), list(takewhile(str.isdigit, "12a3")))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(dropwhile(bool, [1, 0, 2])), list(dropwhile(len, ["", "a"])))
print(list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, "", "x", None, [], [0]])))
print(list(filterfalse(bool, [0, 3, 0.0, False, 2])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(compress(range(10), cycle([0, 0, 1]))), list(compress("ab", [])))
print(list(pairwise("abcde")), list(pairwise([1])), list(pairwise([])), list(pairwise(range(4))))

# tee
a, b = tee([1, 2, 3])
print(type(a).__name__, type(a) is type(b), a is b, list(a), list(b), list(a))
x, y, z = tee(iter("abcd"), 3)
print(next(x), next(x), next(y), list(z), list(x), list(y))
print(tee([1], 0), len(tee("ab", 1)), list(tee("ab", 1)[0]))

# the objects: their own iterators, no len, no indexing, exhausted for good
objs = [count(), cycle("a"), repeat(1), chain(), islice("a", 1), accumulate([]), product(), permutations(""),
        combinations("", 0), combinations_with_replacement("", 0), zip_longest(), groupby(""), starmap(pow, []),
        takewhile(bool, []), dropwhile(bool, []), filterfalse(None, []), compress("", ""), pairwise(""), tee("")[0]]
for o in objs:
    t = type(o)
    try:
        len(o)
    except TypeError as e:
        print(e, end=" | ")
    try:
        o[0]
    except TypeError as e:
        print(e, end=" | ")
    print(iter(o) is o, iter(iter(o)) is o, isinstance(o, t), t.__name__, t.__module__, str(t))
for o in objs[3:]:
    print(list(o), list(o), next(o, "done"), end=" ")
print()

# The module imported again has the same types.
import sys
old = chain("a")
del sys.modules["itertools"]
import itertools as again
print(again is itertools, again.chain is chain, isinstance(old, again.chain), list(old))
