# itertools iterators driven by hot loops (traced and compiled by the JIT),
# with script callbacks, exceptions from inside them, and iterators whose
# kind changes between runs of the same loop.
from itertools import (accumulate, chain, combinations, count, cycle, dropwhile, filterfalse, groupby, islice,
                       pairwise, permutations, product, repeat, starmap, takewhile, zip_longest, compress, tee)


def walk(n):
    total = 0
    for x, y in product(range(n), repeat=2):
        total += x * 3 - y
    return total


print([walk(n) for n in range(0, 60, 7)])


def triangles(points):
    found = 0
    for (ax, ay), (bx, by), (cx, cy) in combinations(points, 3):
        if (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) == 0:
            found += 1
    return found


print(triangles([(i % 7, i * i % 11) for i in range(40)]))


def keyed_runs(data):
    total = 0
    for k, g in groupby(data, key=lambda v: v % 5 == 0):
        n = 0
        for _ in g:
            n += 1
        total += n if k else -n
    return total


print(keyed_runs(list(range(3000))), keyed_runs([5] * 100 + [1] * 50))


def same_loop_different_iterators():
    results = []
    makers = [lambda: product("ab", repeat=2), lambda: permutations("abc", 2), lambda: chain("xy", "z"),
              lambda: islice(count(), 4), lambda: repeat("r", 3), lambda: zip_longest("ab", "c"),
              lambda: pairwise("abcd"), lambda: iter(["l1", "l2"]), lambda: (c for c in "gen"),
              lambda: cycle("") , lambda: tee("tt")[1], lambda: compress("abc", [1, 0, 1])]
    for _ in range(30):
        for make in makers:
            n = 0
            for item in make():
                n += 1
            results.append(n)
    return results[-len(makers):], sum(results)


print(same_loop_different_iterators())


def failing_predicate(limit):
    seen = []
    def pred(x):
        if x == limit:
            raise ValueError(f"hit {x}")
        return x % 3 != 2
    try:
        for v in filterfalse(pred, count()):
            seen.append(v)
    except ValueError as e:
        return len(seen), seen[-3:], str(e)


print(failing_predicate(1000), failing_predicate(5))


def running_max(values):
    best = []
    for m in accumulate(values, max):
        best.append(m)
    return best[-5:], len(set(best))


print(running_max([(i * 7919) % 1009 for i in range(5000)]))


def dropping(n):
    total = 0
    for i in range(n):
        for v in dropwhile(lambda x: x < i % 10, range(12)):
            total += v
        for v in takewhile(lambda x: x < i % 7, count()):
            total -= v
    return total


print(dropping(800))


def star(n):
    total = 0
    for v in starmap(divmod, zip(range(n, 2 * n), cycle([3, 5, 7]))):
        total += v[0] - v[1]
    return total


print(star(5000))


def generator_source(n):
    def gen():
        for i in range(n):
            if i == n - 3:
                raise KeyError("late")
            yield i
    total = 0
    try:
        for a, b in pairwise(gen()):
            total += b - a
    except KeyError as e:
        return total, repr(e)


print(generator_source(2000), generator_source(4))


def nested_products(n):
    count_ = 0
    for a in range(n):
        for p in product(range(a), repeat=2):
            if p[0] < p[1]:
                count_ += 1
    return count_


print(nested_products(60))


def tee_pairs(n):
    a, b = tee(range(n))
    next(b, None)
    total = 0
    for x, y in zip(a, b):
        total += x * y % 7
    return total


print(tee_pairs(20000))
