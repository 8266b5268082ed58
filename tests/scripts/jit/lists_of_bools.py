# A list of 256 bools or more grown by appends holds one byte an item
# (vm/list_items.cpp):
# hot loops read, write and append them as bytes; anything that is not a
# bool, or any other use, turns the list back into Values. Every answer
# must be what a list of Values gives.


def sieve(limit):
    flags = []
    i = 0
    while i <= limit:
        flags.append(True)
        i += 1
    flags[0] = False
    flags[1] = False
    p = 2
    while p * p <= limit:
        if flags[p]:
            m = p * p
            while m <= limit:
                flags[m] = False
                m += p
        p += 1
    count = 0
    total = 0
    for i, f in enumerate(flags):
        if f:
            count += 1
            total += i
    return flags, count, total


for limit in (10, 254, 255, 256, 300, 1000, 20000):
    flags, count, total = sieve(limit)
    print(limit, count, total, len(flags), flags[:12], flags[-3:])

# The idiomatic sieve: bools assigned to an extended slice are written
# where they are; other slice assignments turn the list into Values.
def primes(n):
    sieve = [True] * (n + 1)
    sieve[0] = sieve[1] = False
    for i in range(2, int(n**0.5) + 1):
        if sieve[i]:
            sieve[i * i :: i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(sieve) if p]


for n in (10, 300, 10000):
    ps = primes(n)
    print(n, len(ps), ps[-3:])
sl = [True] * 300
sl[10:20] = [False] * 10
sl[0:4] = (False, True, False, True)
sl[::50] = [False] * 6
print(sl[:22], sl.count(False), len(sl))
sl[5:8] = [False]
sl[1:3] = [0, 1]
print(sl[:8], len(sl))
try:
    sl[::7] = [True] * 3
except ValueError as e:
    print("ValueError", e)
whole = [i % 4 == 0 for i in range(1000)]
part = whole[100:700]
part[0] = not part[0]
every = whole[::3]
print(len(part), sum(part), part[:3], whole[100], len(every), sum(every), whole[::-400], whole[5:2])

# [False] * n and a comprehension of bools.
marks = [False] * 500  # made as bytes
for i in range(0, 500, 7):
    marks[i] = True
print(sum(marks), marks.count(True), marks.index(True, 1), marks[-1], 497 in [i for i, m in enumerate(marks) if m])
evens = [i % 2 == 0 for i in range(600)]
print(len(evens), evens[:4], evens[-2:], sum(1 for e in evens if e))


# A non-bool stored or appended in a hot loop: the rest of the loop sees it.
def mixed(n, at):
    xs = []
    for i in range(n):
        xs.append(i % 3 == 0)
    t = 0
    for i in range(n):
        if i == at:
            xs[i] = 2
        t += xs[i]
    xs.append(None)
    return t, xs[at - 1 : at + 2], xs[-2:], len(xs)


for at in (5, 50, 255, 256, 599):
    print(mixed(600, at))


def spoil(xs):
    xs[0] = "x"


# A helper turns the list into Values in the middle of an iteration.
def reads_after_call(n):
    flags = [True] * n
    seen = 0
    for i in range(n):
        if flags[i]:
            seen += 1
        if i == n // 2:
            spoil(flags)
        if flags[i]:
            seen += 1
        flags[i] = i % 2 == 0
    return seen, flags[:3], flags[-3:]


for n in (40, 255, 256, 300, 1000):
    print(reads_after_call(n))

# enumerate() and zip() over lists of bools, and over one of bools and one
# of Values, read the bytes where they are.
def pairs(a, b):
    t = 0
    for i, x in enumerate(a):
        if x:
            t += i
    for x, y in zip(a, b):
        if x and y:
            t += 1
        elif y:
            t += 2
    return t


ba = [i % 3 == 0 for i in range(600)]
bb = [i % 5 == 0 for i in range(600)]
vb = [i % 5 == 0 for i in range(600)] + [None]
for k in range(3):
    print(pairs(ba, bb), pairs(bb, vb), pairs(vb[:-1], ba))

# The append that turns a list into bytes is followed, in the same
# iteration, by reads of its length and items.
def lengths(n):
    xs = []
    t = 0
    for i in range(n):
        xs.append(i != 7)
        t += len(xs) + (xs[-1] if xs else 0) + xs[i // 2]
        if xs:
            t += 1
    return t, len(xs)


print(lengths(20), lengths(257), lengths(300), lengths(1000))
for k in range(5):
    print(lengths(300 + k))

# Methods, builtins and operators on a list of bools.
bs = [i % 5 == 0 for i in range(640)]
print(bs[::90], bs[3:7], list(reversed(bs))[:3], sorted(bs)[-2:], bs == [i % 5 == 0 for i in range(640)])
print([True] * 400 == [1] * 400, bs + [False], len(bs * 2), bs.count(False), any(bs), all(bs), min(bs), max(bs))
cp = bs.copy()
cp.insert(0, False)
cp.pop()
cp.remove(True)
cp.reverse()
cp.sort()
del cp[0]
cp.extend([True, 0])
print(cp[:2], cp[-3:], len(cp), tuple(bs)[:3], set(bs), str(bs[:3]), bool(bs), bool([False] * 500))
# Comparisons, counts and copies read the bytes where they are.
p = [i % 3 == 0 for i in range(600)]
q = [i % 3 == 1 for i in range(600)]
print(p == p.copy(), p == q, p != q, p < q, p == [int(x) for x in p], p + q == p.copy() + q.copy())
print(p.count(True), p.index(True, 5), q.index(False), p.copy() is p, [True] * 400 == [True] * 399 + [False])
a, b = [True, False]
print(a, b, *bs[:3])

# random's functions on a list of bools.
import random

random.seed(5)
shuffled = [i % 3 == 0 for i in range(1000)]
random.shuffle(shuffled)
print(shuffled[:10], sum(shuffled), random.choice(shuffled), random.sample(shuffled, 5))

# A list grown while a native function runs (a sort's key) stays right.
grown = []
order = sorted(range(600), key=lambda i: (grown.append(i % 2 == 0), -i)[1])
print(order[:3], len(grown), grown[:4], sum(grown))

# Appending to a list while iterating over it.
loop = [True] * 257
for x in loop:
    if len(loop) < 600:
        loop.append(not x)
print(len(loop), loop.count(True), loop[30:36])

# Many short-lived lists of bools: the collector frees their bytes. The
# append that packs each row is an exit that turns hot: its side trace
# starts with the row just packed.
def rows(n):
    total = 0
    for k in range(n):
        row = []
        for j in range(300):
            row.append((j * k) % 3 == 0)
            total += len(row) + row[-1] + row[j // 2]
        total += sum(row)
    return total


print(rows(300))


# A loop recorded once its list had packed its bools (the first call is
# long), entered again with a new empty list: the empty list takes the
# bools' flavour at the entry, and the loop runs the tree it has. Whatever
# the list gets after that (a non-bool appended or stored, a short list
# read in every way) gives what a list of Values gives.
def made(n, odd_at, store_at):
    marks = []
    i = 0
    while i < n:
        marks.append(i if i == odd_at else i % 3 == 0)
        i += 1
    if 0 <= store_at < n:
        marks[store_at] = "s"
    return marks


for n, odd_at, store_at in ((3000, -1, -1), (400, -1, -1), (10, -1, -1), (0, -1, -1), (500, 450, -1),
                            (300, 5, -1), (600, -1, 2), (2000, -1, -1)):
    m = made(n, odd_at, store_at)
    print(n, len(m), sum(1 for x in m if x is True), m[:7], m[-3:], m == list(m), m.count(False))
twice = made(1000, -1, -1)
alias = twice
twice.append(False)
print(len(alias), alias is twice, alias[-2:], made(257, -1, -1) == [i % 3 == 0 for i in range(257)])
