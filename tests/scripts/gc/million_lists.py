# Builds and drops a million small lists (and cycles between them): the
# collector must keep memory bounded, and nothing reachable may be freed.
keep = []
total = 0
i = 0
while i < 1000000:
    a = [i, i + 1]
    b = [a]
    a.append(b)          # a cycle: a -> b -> a
    total += a[0] + len(b)
    if i % 100000 == 0:
        keep.append(a)   # a few survive
    i += 1
print(total)
print(len(keep), keep[3][0], keep[3][2][0][1], keep[-1][2][0] is keep[-1])
