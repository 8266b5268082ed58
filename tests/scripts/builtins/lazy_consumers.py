# any(), all(), sum(), min() and max() take their iterable's items one at a
# time, as CPython's do: any() and all() stop at the first item that decides
# (an endless generator is fine), and each item's own code (__bool__,
# __radd__, __gt__, __lt__, a key function) runs before the next item is made.


def endless(tag):
    i = 0
    while True:
        print(tag, i)
        yield i
        i += 1


print(any(x > 1 for x in endless("any")))
print(all(x < 1 for x in endless("all")))
print(list(zip(endless("zip"), [10, 20])))
print(2 in endless("in"))


class Loud:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("bool", self.v)
        return self.v > 1

    def __radd__(self, other):
        print("radd", other, self.v)
        return other + self.v

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v

    def __gt__(self, other):
        print("gt", self.v, other.v)
        return self.v > other.v


def items(*vals):
    for v in vals:
        print("next", v)
        yield Loud(v)


print(any(items(0, 1, 2, 3)))
print(all(items(3, 2, 1, 0)))
print(sum(items(1, 2, 3)))
print(sum(items(1, 2), 10))
print(min(items(3, 1, 2)).v)
print(max(items(3, 1, 4, 2)).v)
print(max(Loud(1), Loud(5), Loud(5)).v, min(Loud(1), Loud(0), Loud(0)).v)


def key(x):
    print("key", x)
    return -x


print(max(iter([3, 1, 2]), key=key), min([3, 1, 2], key=key))
print(max(iter([]), default="empty"), min((x for x in []), default=None))

# Equal items: the first one wins.
a, b = [1], [1]
print(max([a, b]) is a, min([b, a]) is b, max(a, b, key=len) is a)


def failing():
    yield 1
    yield 2
    raise ValueError("from the generator")


for f in (any, all, sum, min, max):
    try:
        print(f(failing()))
    except ValueError as e:
        print(f.__name__, "ValueError", e)

try:
    max(iter([]))
except ValueError as e:
    print("ValueError", e)
try:
    min(1, 2, default=0)
except TypeError as e:
    print("TypeError", e)
try:
    sum(items(1, 2), "")
except TypeError as e:
    print("TypeError", e)
