# A hot loop over values of many types: its trace leaves at a type guard
# for all but one, and side traces for the others are recorded while the
# first one's code is still being compiled (each where the one before it
# would leave). Every type's path must give what the interpreter gives,
# while the code is compiled, after it arrives, and when types repeat in
# another order.


class Box:
    def __init__(self, v):
        self.v = v


class Other:
    pass


def weigh(x):
    if isinstance(x, bool):
        return 100 if x else -100
    if isinstance(x, int):
        return x * 3
    if isinstance(x, float):
        return int(x * 10)
    if isinstance(x, str):
        return len(x) * 7
    if x is None:
        return -5
    if isinstance(x, tuple):
        return sum(x)
    if isinstance(x, Box):
        return x.v
    return 1


# Types that come late: the loop is compiled for ints, then meets the
# others (side traces grow from its type guard, the later ones while the
# first compiles).
def late_types(vals):
    acc = 0
    kinds = 0
    for v in vals:
        acc += weigh(v)
        if not isinstance(v, int):
            kinds += 1
    return acc, kinds


print(late_types([3] * 600000 + [1, 2.5, "abcd", None, Box(9), True, (4, 5), Other(), 7.75] * 20000))


values = [1, 2.5, "abc", None, Box(4), True, (1, 2), Other(), -7, False, 0.25, "", (5,)]
total = 0
counts = {}
for i in range(120000):
    x = values[i % len(values)]
    w = weigh(x)
    total += w
    name = type(x).__name__
    counts[name] = counts.get(name, 0) + 1
print(total, sorted(counts.items()))


def run(vals, n):
    acc = 0
    longest = ""
    for i in range(n):
        v = vals[(i * 7) % len(vals)]
        acc += weigh(v)
        if isinstance(v, str) and len(v) > len(longest):
            longest = v
    return acc, longest


print(run(values, 90000))


print(run(list(reversed(values)) + ["longer"], 90000))
print(run([3, 4.5, "xy"], 50000))


# Instances of several classes: the trace leaves at a class guard.
class Circle:
    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.0 * self.r * self.r


class Square:
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Tri(Rect):
    def area(self):
        return Rect.area(self) // 2


def areas(shapes, n):
    total = 0
    per = {}
    for i in range(n):
        s = shapes[i % len(shapes)]
        a = s.area()
        total += a
        per[type(s).__name__] = per.get(type(s).__name__, 0) + a
    return total, sorted(per.items())


shapes = [Circle(2), Square(3), Rect(2, 5), Tri(4, 3), Square(1.5), Circle(0.5)]
print(areas(shapes, 150000))
print(areas(shapes[::-1] + [Tri(7, 7)], 70000))
