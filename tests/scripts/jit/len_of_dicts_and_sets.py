# len() of dicts and sets in hot loops reads their size field: it must
# follow every change the loop makes to them, whatever kind of dict or set.
from collections import Counter, defaultdict


def grow(n):
    d = {}
    s = set()
    sizes = 0
    for i in range(n):
        d[i % 97] = i
        s.add(i % 89)
        if i % 5 == 0:
            d.pop(i % 97, None)
        if i % 7 == 0:
            s.discard(i % 89)
        sizes += len(d) * 1000 + len(s)
    return sizes, len(d), len(s)


def kinds(items):
    total = 0
    for x in items:
        total += len(x)
    return total


def deletes(n):
    d = {k: k for k in range(n)}
    trace = []
    for k in range(n):
        if k % 3:
            del d[k]
        trace.append(len(d))
    return trace[::50], len(d)


def counters(words):
    c = Counter()
    dd = defaultdict(list)
    out = 0
    for w in words:
        c[w] += 1
        dd[len(w)].append(w)
        out += len(c) + len(dd)
    return out, len(c), len(dd)


def main():
    print("grow", grow(5000))
    fs = frozenset(range(10))
    items = []
    for i in range(3000):
        items.append([{1: 2, 3: 4}, {1, 2, 3}, fs, {}, set(), {i: i}][i % 6])
    print("kinds", kinds(items))
    print("deletes", deletes(2000))
    words = ["w%d" % (i % 37) * (i % 3 + 1) for i in range(4000)]
    print("counters", counters(words))


main()
