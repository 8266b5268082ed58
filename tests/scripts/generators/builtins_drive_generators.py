# sum, any, all, min, max, list(), tuple(), sorted(), set() and str.join
# take a generator's values where it yields them (the generator's frame
# goes on without suspending, and the JIT compiles its loop). Whatever
# they cannot take that way is yielded as usual: the answers, the
# generator's state afterwards and every error must be CPython's.


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


a = [i * 0.5 for i in range(300)]
b = [i * 0.25 for i in range(300)]
t = 0.0
for r in range(200):
    t += dot(a, b)
print(t)

# Ints that cross into big ints, then floats, then an object with __radd__.
class Money:
    def __init__(self, v):
        self.v = v

    def __radd__(self, other):
        return Money(other + self.v)

    def __add__(self, other):
        return Money(self.v + other)


def values(n):
    for i in range(n):
        if i < n // 3:
            yield 2**61 + i
        elif i < 2 * n // 3:
            yield i * 0.5
        elif i == n - 5:
            yield Money(7)
        else:
            yield i


r = sum(values(3000))
print(type(r).__name__, r.v)
print(sum((i for i in range(5000)), 10**20), sum((x / 3 for x in range(5000)), 0.5))
print(sum(x for x in range(4000) if x % 7 == 3), sum(True for _ in range(100)))

# any() and all() stop early: the generator is left suspended where it
# yielded the value that decided, and goes on from there.
g = (i * i for i in range(10000))
print(any(v > 2500 for v in g), next(g), next(g))
nums = iter(range(3000))
gen = (n for n in nums)
print(any(n == 1700 for n in gen), next(gen), all(n < 2500 for n in gen), next(gen))
print(any(x for x in [0, 0.0, "", None, False, [], 0]), any(x for x in [0, 0.0, "", None, [1]]))
print(all(x for x in [1, 2.5, "a", True, [0]]), all(x for x in [1, 2.5, "a", True, ()]))


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        print("bool called", self.on)
        return self.on


print(any(f for f in [Flag(False), Flag(True), Flag(True)]))
print(all(f for f in [Flag(True), Flag(False), Flag(True)]))

# min and max, with floats that are NaN, and with a key.
nan = float("nan")
print(max(x * 7 % 101 for x in range(5000)), min(x * 7 % 101 for x in range(1, 5000)))
print(max(v for v in [1.5, nan, 2.5]), max(v for v in [nan, 1.5, 2.5]), min(v for v in [3.0, nan, -1.0]))
print(max((x % 13 for x in range(3000)), key=lambda v: -v), min((x for x in []), default="empty"))
print(max(v for v in [1, 2.5, 2, True]), min(v for v in [3, 2.0, 2, 1.0]))

# Collecting.
print(len(list(x for x in range(20000))), tuple(x % 3 for x in range(7)), sorted(-x for x in range(6)))
print(sorted(set(x % 5 for x in range(3000))), "-".join(str(x) for x in range(12)))
print(list(x for x in ()), "".join(c.upper() for c in "generator"))


# A generator function whose `yield` is an expression: it receives None.
def echo(n):
    got = []
    for i in range(n):
        x = yield i
        got.append(x)
    yield len(got), got.count(None)


print(list(echo(3000))[-1], sum(1 for _ in echo(10)))


# yield from, consumed by list() and sum().
def inner(n):
    for i in range(n):
        yield i
    return "done"


def outer(n):
    r = yield from inner(n)
    yield r


print(list(outer(5)), sum(x for x in outer(3000) if isinstance(x, int)))

# A partly used generator, then collected; then used again (it is finished).
g = (x * 2 for x in range(3000))
print(next(g), next(g), len(list(g)), list(g), sum(g))

# The generator raises midway: the error, and where it left the state.
log = []


def fragile(n):
    for i in range(n):
        log.append(i)
        yield 100 // (n - 1000 - i)


try:
    print(sum(fragile(3000)))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, log[-1])
try:
    print(list(fragile(1500)))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, log[-1])


# The generator's body running the builtin that drives it: already executing.
def selfish():
    yield 1
    yield sum(me)


me = selfish()
try:
    print(list(me))
except ValueError as e:
    print("ValueError:", e)

# The same generator code driven by a builtin, then by a for loop (the
# yield goes back to the loop each time), then by a builtin again.
def squares(n):
    for i in range(n):
        yield i * i


total = 0
for rnd in range(3):
    total += sum(squares(3000))
    for s in squares(3000):
        total -= s
    total += max(squares(2000))
print(total)

# A hot loop calling a builtin over a small generator, over and over.
acc = 0
for i in range(3000):
    acc += sum(j for j in range(i % 5)) + max(j * i % 11 for j in range(3))
print(acc)
