# iter(callable, sentinel): calls the callable until it returns something
# equal to the sentinel; a StopIteration from the call ends it too; once
# ended it stays ended. Hot loops over one, in every mode.
lines = ["alpha", "beta", "", "gamma"]
pos = [0]


def read_line():
    i = pos[0]
    pos[0] += 1
    return lines[i] if i < len(lines) else ""


print(list(iter(read_line, "")))
print(list(iter(read_line, "")), pos)

it = iter(read_line, "")
print(type(it).__name__, type(it) is type(iter(lambda: 0, 1)), iter(it) is it)

counter = [0]


def tick():
    counter[0] += 1
    return counter[0] % 1000


total = 0
for v in iter(tick, 0):
    total += v
print(total, counter)
print(next(iter(tick, 0)), sum(iter(tick, 500)))


def stopper():
    counter[0] += 1
    if counter[0] > 1520:
        raise StopIteration
    return counter[0]


s = iter(stopper, -1)
print(len(list(s)), list(s), next(s, "ended"))


class Eq:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("  Eq.__eq__", self.v, other)
        return other == 3


vals = iter([1, 2, 3, 4])
print(list(iter(lambda: next(vals), Eq("s"))))


def failing():
    raise ValueError("from the callable")


try:
    next(iter(failing, None))
except ValueError as e:
    print("ValueError:", e)
for bad in (5, "abc", None):
    try:
        iter(bad, 0)
    except TypeError as e:
        print("TypeError:", e)
try:
    iter()
except TypeError as e:
    print("TypeError:", e)
try:
    iter([], 1, 2)
except TypeError as e:
    print("TypeError:", e)
