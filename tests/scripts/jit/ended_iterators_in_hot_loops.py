# Iterators that ended stay ended when hot loops ran them: the trace's exit
# past the loop (and an inner loop's end inside an outer loop's trace) runs
# no FOR_ITER of the interpreter, so the trace itself marks a list's or a
# dict's iterator ended. Loops break out and resume the same iterator, and
# items added after the end are never seen.


def list_break_resume():
    l = list(range(5000))
    it = iter(l)
    s = 0
    for x in it:
        s += x
        if x == 2500:
            break
    for x in it:
        s += x
    l.append(7)
    l.extend(range(3))
    for x in it:
        s += 1000000
    print("list", s, next(it, "end"), list(it))


def list_inner_loops():
    # An inner loop ends many times, inside a hot outer loop.
    total = 0
    its = []
    for k in range(300):
        l = list(range(k % 7))
        it = iter(l)
        for x in it:
            total += x
        l.append(100)
        its.append(it)
        for x in it:
            total += 1000
    print("inner", total, sum(len(list(i)) for i in its))


def enumerate_zip():
    a = list(range(3000))
    b = list(range(2000))
    ia, ib = iter(a), iter(b)
    s = 0
    for x, y in zip(ia, ib):
        s += x - y
    b.append(5)
    a.append(6)
    print("zip", s, next(ia), next(ib, "end"), list(zip(ia, ib)))
    c = list(range(4000))
    ic = iter(c)
    for i, x in enumerate(ic):
        s += i * x
    c.append(1)
    print("enumerate", s, list(ic), list(enumerate(ic)))


def dicts():
    d = {i: i * 2 for i in range(3000)}
    for name, view in (("keys", d), ("values", d.values()), ("items", d.items())):
        it = iter(view)
        s = 0
        if name == "items":
            for k, v in it:
                s += k + v
        else:
            for k in it:
                s += k
        d[-1] = 0
        print(name, s, next(it, "end"), list(it))
        del d[-1]
    t = 0
    for k in range(200):
        e = {j: j for j in range(k % 5)}
        it = iter(e)
        for x in it:
            t += x
        e[99] = 1
        t += len(list(it))
    print("dict inner", t)


def resume_midway():
    l = list(range(6000))
    it = iter(l)
    parts = []
    while True:
        n = 0
        for x in it:
            n += 1
            if n == 1000:
                break
        parts.append(n)
        if n < 1000:
            break
    l.append(1)
    print("midway", parts, list(it))


def reversed_in_hot_loops():
    l = list(range(3000))
    r = reversed(l)
    s = 0
    for x in r:
        s += x
    l.append(1)
    d = dict.fromkeys(range(3000), 1)
    rd = reversed(d)
    for k in rd:
        s += k
    d[-5] = 1
    print("reversed", s, list(r), list(rd))


list_break_resume()
list_inner_loops()
enumerate_zip()
dicts()
resume_midway()
reversed_in_hot_loops()
