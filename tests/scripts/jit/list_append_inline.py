# list.append in hot loops is done in place while the list has room; a full
# list is grown by a helper. Everything that reads the list in the same
# iteration must see the new item.


def build(n):
    out = []
    for i in range(n):
        out.append(i * 2)
        if len(out) != i + 1 or out[-1] != i * 2:
            return "wrong at", i
    return len(out), out[:3], out[-3:], sum(out)


for n in (0, 1, 2, 3, 5, 17, 100, 1000, 5000):
    print(n, build(n))


def two_lists(n):
    a = []
    b = [0.5]
    for i in range(n):
        a.append(i)
        b.append(b[-1] + a[-1])
        if i % 3 == 0:
            a.append(-i)
    return len(a), len(b), a[-4:], b[-2:]


print(two_lists(2000))


def alias(n):
    xs = [1]
    ys = xs  # the same list, seen through another name
    i = 0
    while i < n:
        xs.append(ys[i] + 1)
        i += 1
    return len(ys), ys[-1], xs is ys


print(alias(3000))


def comprehension(n):
    return sum([x * x for x in range(n) if x % 2]), len([[] for _ in range(n)])


print(comprehension(10000))


def mixed(n):
    out = []
    for i in range(n):
        if i % 4 == 0:
            out.append("s%d" % i)
        elif i % 4 == 1:
            out.append(i / 2)
        else:
            out.append(None if i % 8 == 2 else [i])
    return len(out), out[:6], out[-2:]


print(mixed(1500))
