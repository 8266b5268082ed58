# A pair built and unpacked at once (`yield a, b` to `for x, y in gen`,
# `return q, r` to `q, r = f()`, `a, b = b, a`) is never made by the
# trace. The values, their types changing, overflows next to it, pairs
# that escape (kept, stored, compared) and errors must be CPython's.


def pairs(n):
    for i in range(n):
        yield i, i % 7


def mixed_pairs(n):
    for i in range(n):
        if i < n // 2:
            yield i, i * 2
        elif i < n - 100:
            yield i * 0.5, str(i % 10)
        else:
            yield 2 ** 62 + i, None


def split(x):
    return x // 7, x % 7


def nested(i):
    return (i, i + 1), (i * 2, i * 3)


t = 0
for a, b in pairs(5000):
    t += a * b
print("pairs", t)

t = 0.0
seen = []
for a, b in mixed_pairs(4000):
    if isinstance(a, float):
        t += a
        seen.append(b)
    elif b is None:
        t += a % 1000
    else:
        t += a + b
print("mixed", t, len(seen), seen[:3])

s = 0
for i in range(5000):
    q, r = split(i)
    s += q * 10 - r
print("split", s)

s = 0
for i in range(3000):
    (a, b), (c, d) = nested(i)
    s += a * b - c + d
print("nested", s)

# The swap idiom; a Fibonacci that leaves 64 bits.
a, b = 0, 1
for i in range(200):
    a, b = b, a + b
print("fib", a)

# Pairs that escape: kept in a list, compared, hashed, unpacked later.
kept = []
for i in range(3000):
    p = split(i * 13)
    q, r = p
    if r == 0:
        kept.append(p)
print("kept", len(kept), kept[:3], kept[-1] == split(2999 * 13))
d = {}
for x, y in pairs(2000):
    d[x, y] = d.get((x, y), 0) + 1
print("keys", len(d), d[6, 6])

# An unpacking that fails: a generator yielding a triple at the end.
def uneven(n):
    for i in range(n):
        yield i, i
    yield 1, 2, 3


t = 0
try:
    for a, b in uneven(3000):
        t += a - b + 1
except ValueError as e:
    print("ValueError:", e, t)
