# A loop whose trace is big (over 150 IR instructions) grows side traces:
# those trees are compiled in the background while the old code runs on,
# leaving at the exits that have no side trace yet. The results must not
# depend on when the new code arrives.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def run(n):
    a = P(1.0, 2.0)
    b = P(0.5, -1.5)
    acc = 0.0
    hits = [0, 0, 0]
    i = 0
    while i < n:
        dx = a.x - b.x
        dy = a.y - b.y
        d2 = dx * dx + dy * dy + 1.0
        a.x = a.x + dy / d2 * 0.01
        a.y = a.y - dx / d2 * 0.01
        b.x = b.x - dy / d2 * 0.02
        b.y = b.y + dx / d2 * 0.02
        e = a.x * b.y - a.y * b.x
        f = (a.x + b.x) * 0.5 - (a.y + b.y) * 0.25
        g = e * f - d2 * 0.125 + dx * dy
        h = g * g + e * 0.5 - f * 0.75
        acc = acc + h * 1e-6 + e * 1e-3 - f * 1e-4
        if i % 3 == 0:
            hits[0] += 1
            acc = acc - g * 1e-7
        elif i % 3 == 1:
            hits[1] += 1
            acc = acc + h * 1e-8
        else:
            hits[2] += 1
        if i % 1000 == 999:
            acc = acc * 0.5
        i += 1
    return acc, hits, a.x, a.y, b.x, b.y


for n in (10, 5000, 60000, 200000):
    r = run(n)
    print(n, "%.9f" % r[0], r[1], "%.9f %.9f %.9f %.9f" % r[2:])
