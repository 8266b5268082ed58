# Lists around the sizes where their storage changes kind (16 items: a
# small block; more: malloc'd and grown by realloc; 8192 and more: a block
# glibc maps on its own and grows by moving pages), with operations whose
# source is the list itself.


def checksum(xs):
    total = 0
    k = 1
    for x in xs:
        total = (total + x * k) % 1000000007
        k += 1
    return total


def grow(n):
    xs = []
    i = 0
    while i < n:
        xs.append(i * 3 - 7)
        i += 1
    return xs


def around(n):
    out = []
    for size in (n - 1, n, n + 1):
        xs = grow(size)
        a = xs[:]
        a[len(a) // 2:len(a) // 2] = a          # insert itself in the middle
        b = xs[:]
        b *= 3
        c = xs[:]
        c += c
        d = xs[:]
        d.extend(d)
        e = xs[:]
        e.insert(0, e[-1] if e else 0)
        del e[1:len(e) // 3]
        f = xs[:]
        f[::2] = f[1::2] + ([0] if len(f) % 2 else [])
        g = xs[:]
        while len(g) > size // 2:
            g.pop()
        g.append(len(g))
        out.append((size, len(a), checksum(a), len(b), checksum(b), checksum(c), checksum(d),
                    len(e), checksum(e), checksum(f), len(g), checksum(g)))
    return out


for n in (1, 2, 15, 16, 17, 32, 8191, 8192, 8193, 70000):
    for row in around(n):
        print(row)

# A list built in a hot loop, emptied and built again, and one that shrinks.
def rebuild(rounds, n):
    total = 0
    for r in range(rounds):
        xs = [r] * 3
        for i in range(n):
            xs.append(i ^ r)
        total += checksum(xs) + len(xs)
        xs.clear()
        xs.append(r)
        total += xs[0]
    return total


print(rebuild(20, 5000))
big = grow(200000)
while len(big) > 10:
    del big[len(big) // 2:]
print(big, len(big))
