# `for x in gen` over script generators: the generator's body, from its
# suspension to its next yield, runs inside the loop's trace; every exit
# inside that body (its loop ending, a type changing, an `if` going the
# other way, an error) must leave the generator exactly where CPython's is.


def count_squares(n):
    i = 0
    while i < n:
        yield i * i
        i += 1


def pairs(n):
    for i in range(n):
        yield i, i % 7


def evens_only(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def changes_type(n):
    for i in range(n):
        if i < n // 2:
            yield i
        else:
            yield i + 0.5


def two_yields(n):
    for i in range(n):
        yield i
        yield -i


def with_closure(n, scale):
    offset = 3

    def gen():
        for i in range(n):
            yield i * scale + offset

    return gen()


def calls_inside(n):
    for i in range(n):
        yield abs(-i) + len("ab")


def helper(x):
    return x * 2


def calls_script_function(n):
    for i in range(n):
        yield helper(i)


def grows_big(n):
    x = 1
    for i in range(n):
        x = x * 3
        yield x


def divides(xs):
    for x in xs:
        yield 100 // x


def lookups(d, keys):
    for k in keys:
        yield d[k]


def main():
    t = 0
    for v in count_squares(3000):
        t += v % 11
    print("squares", t)

    s = 0
    for a, b in pairs(3000):
        s += a * b
    print("pairs", s)

    s = 0
    for x in evens_only(list(range(2500))):
        s += x
    print("evens", s)

    acc = 0
    for v in changes_type(3000):
        acc += v
    print("changes type", acc)

    s = 0
    for v in two_yields(2000):
        s = s * 3 + v
        s %= 1000003
    print("two yields", s)

    s = 0
    for v in with_closure(2500, 4):
        s += v
    print("closure", s)

    s = 0
    for v in calls_inside(2500):
        s += v
    print("builtins inside", s)

    s = 0
    for v in calls_script_function(2500):
        s += v
    print("script function inside", s)

    last = 0
    n = 0
    for v in grows_big(200):
        last = v
        n += 1
    print("big", n, last % 1000000007, last.bit_length())

    # A consumer that stops early, then the generator resumed by hand.
    g = count_squares(5000)
    total = 0
    for v in g:
        total += v
        if v > 2000000:
            break
    print("stopped at", v, total, next(g), next(g))
    print("rest", sum(g))

    # An error inside the generator's body, at the 2000th item.
    xs = [1 + (i % 5) for i in range(3000)]
    xs[2000] = 0
    s = 0
    try:
        for v in divides(xs):
            s += v
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e, s)

    d = {i: i * i for i in range(100)}
    keys = [i % 100 for i in range(2500)] + [555]
    s = 0
    try:
        for v in lookups(d, keys):
            s += v
    except KeyError as e:
        print("KeyError:", e, s)

    # Nested: an inner loop over a generator, entered 60 times.
    grand = 0
    for r in range(60):
        for v in count_squares(50 + r):
            grand += v ^ r
    print("nested", grand)

    # send() and close() after a loop left a generator mid-way.
    def echo(n):
        i = 0
        while i < n:
            got = yield i
            if got is not None:
                i = got
            i += 1

    e = echo(10000)
    s = 0
    for v in e:
        s += v
        if v == 2500:
            break
    print("echo", s, e.send(9000), next(e))
    e.close()
    print("closed", list(e))


main()
