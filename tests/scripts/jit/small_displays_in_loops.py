# `[]`, `[x]`, `[x, y]`, `(x,)` and `(x, y)` made in hot loops (by a helper
# that only allocates, the frame not synced): each a new object, items in
# order, of any type, and tuples returned from inlined calls.


def divmod2(a, b):
    return a // b, a % b


def pairs(n):
    out = []
    for i in range(n):
        empty = []
        one = [i]
        two = [i, str(i)]
        t1 = (i * 0.5,)
        t2 = (None, i)
        empty.append(len(two))
        one.append(t2[1])
        out.append((empty, one, two, t1, t2))
    return out


rows = pairs(3000)
print(len(rows), rows[0], rows[1], rows[-1])
print(rows[5][0] is rows[6][0], rows[5][2] == [5, "5"], rows[7][3] == (3.5,))
print(sum(r[1][0] + r[1][1] for r in rows), sum(len(r[2]) for r in rows))


def quotients(n):
    q = 0
    r = 0
    for i in range(1, n):
        a, b = divmod2(i * 7919, i % 97 + 1)
        q += a
        r += b
    return q, r


print(quotients(5000))


def shared(n):
    made = []
    for i in range(n):
        x = [i, i]
        made.append(x)
        x[0] = -i
    return made[:3], made[-1], all(m[0] == -m[1] for m in made), len({id(m) for m in made})


print(shared(2000))
