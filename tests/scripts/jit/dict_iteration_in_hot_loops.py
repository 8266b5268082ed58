# for k in d, for v in d.values() and for k, v in d.items() in hot loops
# (the trace reads the entries in place), with deleted entries to skip,
# values changed while iterating, sizes that change (RuntimeError), types
# that change, and the pair kept as a tuple.


def sums(d):
    ks = vs = both = 0
    for k in d:
        ks += k
    for v in d.values():
        vs += v
    for k, v in d.items():
        both += k * v
    return ks, vs, both


d = {i: i * 3 for i in range(3000)}
print(sums(d))
for i in range(0, 3000, 7):
    del d[i]
print(sums(d))
d = {i: i for i in range(100)}
for i in range(100):
    del d[i]
d[5] = 6
print(sums(d))


def update_values(n):
    d = {str(i): i for i in range(n)}
    for k, v in d.items():
        d[k] = v * 2 + len(k)
    total = 0
    for k in d:
        total += d[k]
    return total


print(update_values(2000))


def grows(n):
    d = {i: i for i in range(n)}
    count = 0
    try:
        for k in d:
            count += 1
            if count == n - 5:
                d[-1] = 0
    except RuntimeError as e:
        print("RuntimeError", e, count)
    try:
        for k, v in d.items():
            count += 1
            if count == n + 1000:
                del d[k]
    except RuntimeError as e:
        print("RuntimeError", e, count)
    return count


print(grows(1500))


def mixed_types(n):
    d = {}
    for i in range(n):
        d[i] = i if i % 3 else str(i)
        d["k%d" % i] = i * 0.5
    out = []
    for k, v in d.items():
        if type(k) is str and type(v) is float and v > n / 2 - 2:
            out.append((k, v))
        elif type(v) is str and len(v) > 3 and v.endswith("99"):
            out.append(v)
    return out


print(mixed_types(2000))


def pairs_kept(n):
    d = {i: -i for i in range(n)}
    last = None
    t = 0
    for pair in d.items():
        t += pair[0] - pair[1]
        last = pair
    for k, v in sorted(d.items())[:2]:
        t += k
    return t, last


print(pairs_kept(2500))


def nested(n):
    outer = {i: {j: i * j for j in range(5)} for i in range(n)}
    t = 0
    for i, inner in outer.items():
        for j, v in inner.items():
            t += v - j
    return t


print(nested(1200))
