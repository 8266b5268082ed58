# `for i, x in enumerate(list)` and `for a, b in zip(list, list)` in hot
# loops (read in place, no tuple made), and every case next to them that
# must still do what CPython does: counts past 2**63, lists that grow or
# change types, a zip whose second list ends first (zip has taken the
# first iterator's item by then), strict zips, other iterables, the pair
# kept as a tuple, breaks.


def enum_sum(xs, start=0):
    t = 0
    for i, x in enumerate(xs, start):
        t += i * x
    return t


print(enum_sum(list(range(3000))), enum_sum([0.5] * 2000 + [2] * 1000), enum_sum(list(range(500)), 7))
print(enum_sum(list(range(40)), 2**63 - 20))


def growing(n):
    xs = [1, 2, 3]
    seen = []
    for i, x in enumerate(xs):
        if len(xs) < n:
            xs.append(x + i)
        seen.append(x)
    return len(seen), sum(seen), seen[-3:]


print(growing(2000))


def zip_dot(a, b):
    t = 0
    for x, y in zip(a, b):
        t += x * y
    return t


print(zip_dot(list(range(2000)), list(range(3000))), zip_dot(list(range(3000)), list(range(2000))))
print(zip_dot([1.5] * 1000 + [2] * 1000, [3] * 2000))


def shared_iterators(n):
    a = list(range(n))
    b = list(range(n // 2))
    ia = iter(a)
    t = 0
    for x, y in zip(ia, b):
        t += x - y
    # zip took one more item of ia before it found b at its end.
    return t, next(ia), list(ia)[:3]


print(shared_iterators(3000))


def shared_first_shorter(n):
    a = list(range(n // 2))
    b = list(range(n))
    ib = iter(b)
    pairs = 0
    for x, y in zip(a, ib):
        pairs += 1
    return pairs, next(ib)


print(shared_first_shorter(3000))


def strict(n):
    try:
        t = 0
        for x, y in zip(list(range(n)), list(range(n + 1)), strict=True):
            t += x + y
        return t
    except ValueError as e:
        return "ValueError: " + str(e)


print(strict(2000))


def other_iterables(n):
    t = 0
    for i, c in enumerate("abc" * n):
        t += i + ord(c)
    for x, y in zip(range(n), (k * 2 for k in range(n))):
        t += x * y
    for i, (a, b) in enumerate(zip([1, 2, 3] * n, [4, 5, 6] * n)):
        t += i * a - b
    for pair in enumerate([7, 8] * n):
        t += pair[0] * pair[1]
    for pair in zip([1] * n, [2] * n):
        t += len(pair)
    return t


print(other_iterables(1000))


def breaks(n):
    found = []
    xs = [k * k % 1009 for k in range(n)]
    for i, x in enumerate(xs):
        if x == 1000:
            found.append(i)
            break
    for a, b in zip(xs, xs[1:]):
        if a + b == 1001:
            found.append((a, b))
            break
    return found


print(breaks(3000))


def types_change(n):
    xs = list(range(n)) + [0.5 * k for k in range(n)] + ["s"] * 3
    out = []
    for i, x in enumerate(xs):
        if type(x) is str:
            out.append(x * (i % 3))
        elif i % 500 == 0:
            out.append(x)
    return out


print(types_change(1500))
