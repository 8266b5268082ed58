# itertools iterators fed to everything that iterates.
from itertools import (accumulate, chain, combinations, count, cycle, groupby, islice, pairwise, permutations,
                       product, repeat, starmap, takewhile, tee, zip_longest, compress, filterfalse, dropwhile)

print(list(product("ab", repeat=2)), tuple(combinations(range(4), 2)), set(repeat(3, 4)), dict(pairwise("abcd")))
print(sum(islice(count(1), 100)), sum(accumulate(range(10))), sum(1 for _ in product(range(5), repeat=3)))
print(sorted(permutations("cab", 2)), sorted(chain([3, 1], [2]), reverse=True), min(chain([5], [2, 8])))
print(max(combinations([3, 1, 2], 2)), max(repeat(2, 3)), any(repeat(0, 3)), all(takewhile(bool, [1, 2, 0, 3])))
print(", ".join(islice(cycle(["x", "y"]), 5)), "".join(chain.from_iterable(["ab", "cd"])))
print(list(enumerate(islice(count(10, 10), 3))), list(zip(count(), "abc")), list(map(str, repeat(1, 2))))
print(list(zip(*product("ab", "xy"))), list(filter(None, zip_longest([1, 0], [0]))))
a, b, c = islice(count(7), 3)
first, *rest = combinations("abcd", 3)
print(a, b, c, first, rest)
print(3 in count(), "z" in chain("ab", "yz"), (1, 2) in combinations(range(3), 2), 5 in islice(count(), 5))
it = product([1, 2], repeat=2)
print(next(it), next(it), list(it), next(it, None))
print([x * y for x, y in product(range(3), range(3)) if x != y])
print({k: len(list(g)) for k, g in groupby("aabccc")}, sorted({p for p in permutations("aab")}))
print(list(reversed(list(islice(count(), 4)))), sorted(set(starmap(pow, product(range(3), repeat=2)))))
print(str(tuple(compress("abc", [1, 0, 1]))), list(filterfalse(None, [0, 1])), list(dropwhile(bool, [1, 0])))
print(list(chain(product("a", "b"), permutations("c"), combinations("d", 1))))
print([list(islice(t, 2)) for t in tee(count(), 3)])
d = {}
for k, v in zip(cycle("ab"), range(6)):
    d.setdefault(k, []).append(v)
print(d)
gen = (x for x in islice(count(), 5))
print(list(gen))
print(list(zip(range(3), tee("abc")[1])), list(zip(repeat(0), "ab")))
total = 0
for i, (x, y) in enumerate(product(range(4), repeat=2)):
    total += i * x - y
print(total)
while True:
    break
print(list(islice(map(lambda t: t[0] + t[1], pairwise(count())), 5)))
