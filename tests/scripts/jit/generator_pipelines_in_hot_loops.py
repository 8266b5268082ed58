# Generators whose bodies pull from generators (pipelines, up to three
# deep and one deeper), run inside the trace of the loop that pulls from
# the outermost: exits at every level (a source running out, a type
# changing, a branch going the other way, an error raised deep inside)
# leave each generator where CPython would have it, and every value,
# every generator's state afterwards, and every traceback must be
# CPython's.


def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


def from_list(xs):
    for x in xs:
        yield x


def doubled(src):
    for x in src:
        yield x * 2


def evens(src):
    for x in src:
        if x % 4 == 0:
            yield x


def scaled(src, k):
    for x in src:
        yield x * k + 1


def inverted(src):
    for x in src:
        yield 100 // (x - 50)


def shape(x):
    return (x % 3, x % 5)


def shaped(src):
    for x in src:
        yield shape(x)


log = []


def halves(src):
    for x in src:
        yield x // 2


def logged(src):
    for x in src:
        yield x
        log.append(x)


def kept(src):
    for x in src:
        if x % 3 != 0:
            yield x


def numbered(src):
    i = 0
    for x in src:
        yield i, x
        i += 1


def middle():
    # A filter in the middle of a pipeline: its branch goes both ways, and
    # the side traces grown inside it (below the outer generator) keep the
    # loop native; then its values turn to floats, then the source ends.
    t = 0
    for i, x in numbered(kept(numbers(30000))):
        t += i * x
    print("middle", t)
    t = 0.0
    src = from_list(list(range(6000)) + [k * 0.5 for k in range(3000)])
    for i, x in numbered(kept(src)):
        t += i * x
    print("middle floats", t)
    g = numbered(kept(numbers(20000)))
    t = 0
    for i, x in g:
        t += x
        if i == 5000:
            break
    print("middle break", t, next(g), list(g)[-1])


def main():
    middle()
    # An exit inside the inner generator (a float where ints were) while
    # the outer one has work of its own between its yield and its next
    # pull: that work is done once.
    xs = list(range(3000)) + [i * 0.5 for i in range(2000)] + list(range(100))
    t = 0
    for v in logged(halves(iter(xs))):
        t += v
    print("logged", t, len(log), sum(log))

    # Two, three and four levels deep; sources running out.
    t = 0
    for v in doubled(numbers(5000)):
        t += v
    print("two", t)
    t = 0
    for v in evens(doubled(numbers(6000))):
        t += v
    print("three", t)
    t = 0
    for v in scaled(evens(doubled(numbers(4000))), 3):
        t = (t + v) % 1000003
    print("four", t)

    # Fresh pipelines in an inner loop, of varying lengths (some empty).
    t = 0
    for r in range(300):
        for v in evens(doubled(numbers(r % 23))):
            t += v * r
    print("fresh", t)

    # A list feeds the innermost generator; its values change type
    # (ints, then floats, then a str that ends it with an error).
    xs = list(range(3000)) + [i * 0.5 for i in range(2000)]
    t = 0
    for v in doubled(from_list(xs)):
        t += v
    print("types", t)
    xs.append("abc")
    t = 0
    try:
        for v in scaled(doubled(from_list(xs)), 2):
            t += v
    except TypeError as e:
        print("TypeError:", e, t)

    # An error deep inside: 100 // 0 when the source reaches 50.
    t = 0
    g = inverted(doubled(numbers(200)))
    try:
        for v in g:
            t += v
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e, t)
    print("after the error", list(g))
    t = 0
    g = doubled(inverted(numbers(200)))
    try:
        for v in g:
            t += v
    except ZeroDivisionError as e:
        print("ZeroDivisionError inside:", e, t)
    print("after the error", list(g))
    t = 0
    g = evens(doubled(inverted(numbers(400))))
    try:
        for v in g:
            t += v
    except ZeroDivisionError as e:
        print("ZeroDivisionError deeper:", e, t)
    print("after the error", list(g))

    # break, then the generators go on by hand from where the loop left
    # each of them.
    inner = numbers(10000)
    mid = doubled(inner)
    outer = evens(mid)
    t = 0
    for v in outer:
        t += v
        if v > 7000:
            break
    print("broke at", v, t)
    print("outer", next(outer), "mid", next(mid), "inner", next(inner))
    print("outer again", next(outer), next(outer))
    mid.close()
    print("outer after mid closed", list(outer))

    # The outermost pulled by a loop that stops and starts.
    src = evens(doubled(numbers(3000)))
    chunks = []
    for k in range(5):
        s = 0
        for v in src:
            s += v
            if v % 1000 == 0:
                break
        chunks.append(s)
    print("chunks", chunks)

    # A function that only computes, called in the innermost body.
    t = 0
    for a, b in shaped(doubled(numbers(3000))):
        t += a * 10 + b
    print("shaped", t)

    # Pipelines over the same generator function at two levels.
    t = 0
    for v in doubled(doubled(doubled(numbers(2000)))):
        t += v
    print("doubled thrice", t)

    # Big ints deep inside.
    t = 0
    for v in scaled(doubled(numbers(3000)), 2 ** 61):
        t += v
    print("big", t)


main()
