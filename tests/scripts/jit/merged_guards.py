# What the optimiser merges or drops (bounds guards on an instance dict's
# entries, a list item read back after a store, the same checked arithmetic
# twice, unboxings at the end of an iteration) must leave the frame as the
# interpreter would have it when those guards' exits are taken.


class P:
    def __init__(self, full):
        self.a = 1
        self.b = 2.5
        if full:
            self.c = 3
            self.d = 4.0


def attrs(ps, log):
    # p.a needs entry 0, p.d entry 3 of p's dict: one guard checks entry 3
    # where p.a is read. A short dict leaves there, before the store to p.b
    # that comes first in the source.
    t = 0.0
    k = 0
    i = 0
    for p in ps:
        t += p.a
        p.b = t
        if i % 7 == 6:
            k += 100
        else:
            t += p.d + p.c
        log.append(p.b)
        k += 1
        i += 1
    return t, k


def make(n, short_every):
    ps = []
    for i in range(n):
        ps.append(P(i % short_every != short_every - 1))
    return ps


log = []
print(attrs(make(60, 7), log))
print(len(log), log[:8], log[-4:])
short = P(False)
short.d = 9.0  # d where c would be: entries a, b, d
short.c = 1
ps = make(30, 1000)
ps[20] = short
log = []
try:
    print(attrs(ps, log))
except AttributeError as e:
    print("AttributeError", e)
print(len(log), log[-3:])


def counts(xs, ys, n):
    # xs[k] read back after xs[k] -= 1, unless ys is xs and a store to it
    # came in between.
    hits = 0
    for i in range(n):
        k = i % len(xs)
        xs[k] -= 1
        ys[(i * 7) % len(ys)] = i
        if xs[k] == 0:
            hits += 1
        xs[k] = xs[k] + 2
    return hits, xs[:5]


print(counts([1] * 10, [0] * 3, 500))
a = [1] * 10
print(counts(a, a, 500))
print(a[:10])


def overflow(start, n):
    # j = i + 1 and i += 1 are the same addition: once it leaves 64 bits
    # the interpreter makes the big int for both.
    out = []
    i = start
    while len(out) < n:
        j = i + 1
        q = (j * 3) // 7
        r = j % 5
        s = j >> 1
        out.append((j - start, q % 11, r, s % 13))
        i += 1
    return out


print(overflow(0, 5)[-2:])
print(overflow(2**63 - 40, 60)[35:45])


def carried(n):
    # Loop-carried values unboxed at the end of an inner loop; one of them
    # turns into a float late, so an exit in that row is taken.
    x, y, z = 0, 1, 2
    total = 0
    for i in range(n):
        j = 0
        while j < 30:
            x = x + 1
            y = y + j
            z = z * 1
            j += 1
        if i == n - 3:
            y = y / 2
        total += x + y + z
    return x, y, z, total


print(carried(80))
