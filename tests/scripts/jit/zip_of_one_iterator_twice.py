# zip(it, it) over one list's iterator pairs each item with the next one.
# A trace reading both lists' items in place (for a, b in zip(xs, ys))
# must not read one iterator's item twice: a loop recorded with one
# iterator twice takes the general way, and one recorded with two leaves
# when it meets the same one twice.


def pair_sum(pairs):
    s = 0
    for a, b in pairs:
        s += a * 3 + b
    return s


xs = list(range(3000))
print(pair_sum(zip(iter(xs), iter(xs))))
it = iter(xs)
print(pair_sum(zip(it, it)), next(it, "end"))
odd = list(range(3001))
it = iter(odd)
print(pair_sum(zip(it, it)), next(it, "end"))
for k in range(3):
    it = iter(xs)
    print(pair_sum(zip(iter(xs), iter(xs))), pair_sum(zip(it, it)))


def direct(xs):
    it = iter(xs)
    s = 0
    for a, b in zip(it, it):
        s += a - 2 * b
    return s


print(direct(xs), direct(odd))
