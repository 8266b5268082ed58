# Small programs built on itertools, with hot loops in functions.
from itertools import (accumulate, chain, combinations, combinations_with_replacement, count, cycle, groupby, islice,
                       pairwise, permutations, product, repeat, starmap, takewhile, tee, zip_longest)


# Closest pair of points, by trying every pair.
def closest_pair(points):
    best = None
    best_d = float("inf")
    for (x1, y1), (x2, y2) in combinations(points, 2):
        d = (x1 - x2) ** 2 + (y1 - y2) ** 2
        if d < best_d:
            best_d = d
            best = ((x1, y1), (x2, y2))
    return best, best_d


seed = 12345
def rand():
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed

pts = [(rand() % 1000, rand() % 1000) for _ in range(300)]
print(closest_pair(pts))


# Grid walks: count the cells of a grid reachable in k king moves, with product.
def neighbours(cell, size):
    r, c = cell
    for dr, dc in product((-1, 0, 1), repeat=2):
        if (dr or dc) and 0 <= r + dr < size and 0 <= c + dc < size:
            yield r + dr, c + dc


def reachable(size, start, steps):
    frontier = {start}
    for _ in range(steps):
        frontier = {n for cell in frontier for n in neighbours(cell, size)}
    return len(frontier)


print([reachable(12, (0, 0), k) for k in range(6)])


def grid_sum(n):
    total = 0
    for i, j in product(range(n), range(n)):
        if (i * j) % 7 == 3:
            total += i - j
    return total


print(grid_sum(300))


# Subset sums with combinations: how many 3-subsets sum to a target.
def count_subsets(values, k, target):
    n = 0
    for combo in combinations(values, k):
        if sum(combo) == target:
            n += 1
    return n


print(count_subsets(list(range(1, 40)), 3, 60))


# Travelling salesman by brute force over permutations.
def tour_length(order, dist):
    return sum(dist[a][b] for a, b in pairwise(order + order[:1]))


def best_tour(n):
    dist = [[(i * 7 + j * 13) % 23 + abs(i - j) for j in range(n)] for i in range(n)]
    best = None
    for perm in permutations(range(1, n)):
        length = tour_length((0,) + perm, dist)
        if best is None or length < best[0]:
            best = (length, (0,) + perm)
    return best


print(best_tour(8))


# Round robin scheduling with cycle.
def round_robin(*iterables):
    iterators = cycle(iter(it) for it in iterables)
    pending = len(iterables)
    while pending:
        try:
            for it in iterators:
                yield next(it)
        except StopIteration:
            pending -= 1
            iterators = cycle(islice(iterators, pending))


print(list(round_robin("ABC", "D", "EF")))


def schedule(tasks, workers):
    load = {w: 0 for w in workers}
    for task, worker in zip(tasks, cycle(workers)):
        load[worker] += task
    return load


print(schedule(range(1, 1001), ["w1", "w2", "w3"]))


# Sliding windows with islice and tee; moving averages.
def sliding(iterable, n):
    its = tee(iterable, n)
    for i, it in enumerate(its):
        next(islice(it, i, i), None)
    return zip(*its)


def moving_average(values, n):
    return [sum(w) / n for w in sliding(values, n)]


print(moving_average([1, 2, 3, 4, 5, 6, 7, 8], 3))
print(list(islice(sliding(count(), 3), 4)))


# Run-length encoding of a long string, in a hot function.
def rle(s):
    out = []
    for ch, run in groupby(s):
        out.append((ch, sum(1 for _ in run)))
    return out


text = "".join(ch * (i % 5 + 1) for i, ch in zip(range(2000), cycle("abcab")))
enc = rle(text)
print(len(enc), enc[:6], sum(n for _, n in enc) == len(text))


# Prefix sums and balance tracking with accumulate.
moves = [(rand() % 21) - 10 for _ in range(1000)]
balances = list(accumulate(moves, initial=100))
print(balances[:5], min(balances), max(balances), balances[-1])
print(list(takewhile(lambda b: b > 0, accumulate([5, -2, -4, 3, -9, 1], initial=3))))


# Dice sums: distribution with product and groupby.
rolls = sorted(sum(r) for r in product(range(1, 7), repeat=3))
print([(s, len(list(g))) for s, g in groupby(rolls)])


# Multisets with combinations_with_replacement: ways to pay with coins.
def ways(amount, coins, k):
    return sum(1 for combo in combinations_with_replacement(coins, k) if sum(combo) == amount)


print([ways(50, [1, 5, 10, 25], k) for k in range(1, 8)])


# Table formatting with zip_longest.
cols = [["name", "ann", "bob"], ["age", "31"], ["city", "Oslo", "Rome", "Lima"]]
for row in zip_longest(*cols, fillvalue="-"):
    print(" | ".join(f"{c:5}" for c in row))


# starmap over pairs, chained.
print(list(starmap(lambda a, b: a * b, zip(count(1), chain([2, 3], repeat(10, 2))))))


# The first n primes, with count and a hot filter.
def primes():
    found = []
    for n in count(2):
        if all(n % p for p in takewhile(lambda p: p * p <= n, found)):
            found.append(n)
            yield n


print(list(islice(primes(), 30)))
