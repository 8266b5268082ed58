# What stays the same in every iteration is computed once, in a first
# iteration run in full, and reused by the loop after it. Branches on such
# values, side traces that leave before them, and loops that change them
# must all still see the right values.

table = [3, 1, 4, 1, 5, 9, 2, 6]
scale = 2


def weighted(n, flag):
    total = 0
    for i in range(n):
        # table, len(table) and scale are the same in every iteration;
        # flag too, but it differs between calls (a side trace).
        w = table[i % len(table)] * scale
        if flag:
            total += w
        else:
            total -= w
        if i % 7 == 3:
            # a side trace that leaves before the next invariant read
            total += 1
    return total


print(weighted(1000, True), weighted(1000, False), weighted(1000, True))
print(weighted(5, False), weighted(0, True), weighted(1, False))


def early_branch(n):
    # The side trace (i % 3 == 0, taken in the very first iteration) leaves
    # before the invariant reads below it: the loop must not reuse values
    # the first iteration never computed.
    total = 0
    for i in range(n):
        if i % 3 == 0:
            total += 1
        total += table[2] * scale + len(table)
    return total


for n in (1000, 1, 2, 3, 10, 1000):
    print(early_branch(n))


def changes_its_list(n):
    xs = [1, 2, 3]
    total = 0
    for i in range(n):
        total += xs[0] + len(xs)
        if i % 100 == 99:
            xs = [i, i, i, i]  # a new list: what was invariant is not
        if i % 250 == 0:
            xs.append(i)  # the same list grows
    return total, len(xs)


print(changes_its_list(1000))


def global_changes(n):
    global scale
    total = 0
    for i in range(n):
        total += scale
        if i == n // 2:
            scale = 10
    return total


print(global_changes(2000), scale)
scale = 2


class Box:
    def __init__(self):
        self.k = 3


def attribute_changes(n):
    b = Box()
    total = 0
    for i in range(n):
        total += b.k
        if i % 300 == 299:
            b.k += 1
    return total


print(attribute_changes(1500))


def floats(n):
    v = [0.5, 1.5, 2.5]
    acc = 0.0
    j = 0
    while j < n:
        acc += v[1] * 2.0 + 1.0 / (j + 1)
        j += 1
    return acc


print(floats(3000))
