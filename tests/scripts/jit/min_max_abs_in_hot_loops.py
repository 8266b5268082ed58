# max(), min() and abs() of ints and of floats in hot loops: the first of
# equal items wins, a NaN wins only where it comes first, -0.0 and 0.0 keep
# their signs, abs(-2**63) is a big int, and other types still work.
import math

nan = float("nan")


def ints(n):
    t = 0
    i = 0
    while i < n:
        a = i % 7 - 3
        b = i % 11 - 5
        t += max(a, b) * 3 + min(a, b) + abs(a - b) + max(a, b, i % 5) - min(b, a, -(i % 4), 2)
        i += 1
    return t


print(ints(5000))


def floats(n):
    out = []
    i = 0
    while i < n:
        x = (i % 9) * 0.5 - 2.0
        y = nan if i % 13 == 0 else (i % 4) * -0.25
        z = -0.0 if i % 2 else 0.0
        out.append((max(x, y), min(x, y), max(y, x), min(y, x), max(z, 0.0), max(0.0, z), min(z, 0.0),
                    min(0.0, z), abs(z), abs(x), abs(y)))
        i += 1
    return out


res = floats(600)
print(res[0], res[1], res[13], res[26], res[-1])
print(sum(1 for r in res for v in r if v != v), sum(math.copysign(1.0, v) for r in res for v in r if v == 0.0))


def overflow(n):
    big = -2**63
    vals = [5, -7, big, big + 1, 2**62]
    out = []
    i = 0
    while i < n:
        v = vals[i % 5]
        out.append(abs(v))
        i += 1
    return out[-5:]


print(overflow(1000))


def mixed(n):
    # ints then floats then a mix, then strings: each call site sees new types.
    t = []
    i = 0
    while i < n:
        if i < n // 4:
            a, b = i, n - i
        elif i < n // 2:
            a, b = i * 0.5, (n - i) * 0.5
        elif i < 3 * n // 4:
            a, b = i, (n - i) * 0.5
        else:
            a, b = str(i), str(n - i)
        t.append(max(a, b))
        t.append(min(a, b))
        i += 1
    return t[::97]


print(mixed(2000))


def bools_and_abs(n):
    t = 0
    i = 0
    while i < n:
        t += abs(i % 3 == 0) + max(True, i % 2) + abs(-(i % 5))
        i += 1
    return t


print(bools_and_abs(3000))


def equal_floats(n):
    # max of equal items returns the first: -0.0 == 0.0.
    signs = 0.0
    i = 0
    while i < n:
        a = -0.0 if i % 3 else 0.0
        b = 0.0 if i % 3 else -0.0
        signs += math.copysign(1.0, max(a, b)) + 2 * math.copysign(1.0, min(a, b))
        i += 1
    return signs


print(equal_floats(900))
