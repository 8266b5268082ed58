# Hot loops that build dicts and sets, unpack into lists and calls, delete
# items and make functions (lambdas, comprehensions, closures): traces
# leave each of these instructions to the interpreter's own code, errors
# included.


def displays(n):
    total = 0
    keys = 0
    for i in range(n):
        d = {"a": i, "b": i * 2, i % 7: "x"}
        s = {i % 5, i % 3, 1}
        total += d["a"] + d["b"] + len(s)
        keys += len(d)
    return total, keys


def comprehensions(n):
    acc = 0
    for i in range(n):
        sq = {k: k * k for k in range(i % 6)}
        evens = {k for k in range(i % 9) if k % 2 == 0}
        acc += sum(sq.values()) + len(evens)
    return acc


def unpacking(n):
    out = 0
    pair = [1, 2]
    for i in range(n):
        xs = [*pair, i, *range(i % 3)]
        t = (*xs,)
        d = {**{"k": i}, "j": 1}
        out += len(xs) + len(t) + d["k"] + d["j"]
    return out


def call_star(n):
    def f(a, b, c=0, **kw):
        return a + b + c + len(kw)

    args = (1, 2)
    kw = {"c": 3, "z": 4}
    s = 0
    for i in range(n):
        s += f(*args, **kw) + f(i, *args[:1])
    bad = 0
    for i in range(n):
        try:
            s += f(*args, **({"a": 1} if i % 1000 == 999 else kw))
        except TypeError as e:
            bad += 1
            msg = str(e)
    return s, bad, msg


def constant_sets(n):
    seen = []
    total = 0
    for i in range(n):
        s = {30, 10, 20, 10}
        total += len(s) + (i in s)
        if i % 1000 == 0:
            seen.append(list(s))
    return total, seen


def deletions(n):
    d = {}
    for i in range(n):
        d[i] = i
        if i >= 3:
            del d[i - 3]
    lst = list(range(50))
    for i in range(40):
        del lst[0]
    return len(d), sorted(d)[:3], lst[:3]


def closures(n):
    total = 0
    for i in range(n):
        add = lambda x, k=i: x + k
        total += add(1)
    made = []
    for i in range(n):
        def counter(start=i):
            return start * 2
        made.append(counter)
    return total, sum(g() for g in made[-5:])


def cells(n):
    base = 10
    fs = []
    for i in range(n):
        fs.append(lambda: base + 1)
        base += 1
    return base, fs[0](), fs[-1]()


def errors(n):
    caught = 0
    for i in range(n):
        try:
            if i % 500 == 499:
                d = {[i]: 1}  # unhashable key
            else:
                d = {i: 1}
        except TypeError as e:
            caught += 1
            last = str(e)
    missing = 0
    d = {}
    for i in range(n):
        d[i] = 1
        try:
            del d[i + 1]
        except KeyError:
            missing += 1
    try:
        for i in range(n):
            xs = [*(i if i == n - 1 else [i])]
    except TypeError as e:
        print("TypeError:", e)
    return caught, last, missing


print(displays(3000))
print(comprehensions(3000))
print(unpacking(3000))
print(call_star(3000))
print(constant_sets(3000))
print(deletions(3000))
print(closures(3000))
print(cells(3000))
print(errors(3000))
