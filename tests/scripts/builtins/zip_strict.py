# zip(strict=True): CPython 3.11's checks and messages
def show(*args, **kw):
    try:
        print(list(zip(*args, **kw)))
    except ValueError as e:
        print("ValueError:", e)

show([1, 2], [3, 4], strict=True)
show([1, 2], [3], strict=True)
show([1], [3, 4], strict=True)
show([1, 2], [1, 2], [1], strict=True)
show([1, 2], [1, 2], [1, 2, 3], strict=True)
show([1, 2], [1, 2], [1, 2], [1], strict=True)
show([1], [1, 2], [1, 2, 3], strict=True)
show([], [], strict=True)
show([], [1], strict=True)
show(strict=True)
show([1, 2], [3], strict=False)
show([1, 2], [3], strict=0)
show([1, 2], [3], strict="yes")

# The items taken before the error are consumed, as in CPython.
a = iter([1, 2, 3])
b = iter([10, 20])
z = zip(a, b, strict=True)
print(next(z), next(z))
try:
    next(z)
except ValueError as e:
    print(e, list(a), list(b))

# An error raised by an argument's iterator passes through.
def boom():
    yield 1
    raise KeyError("inner")
try:
    list(zip([1, 2, 3], boom(), strict=True))
except KeyError as e:
    print("KeyError", e)

# Generators and user iterators as arguments.
class Count:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n
print(list(zip(Count(3), (c for c in "abc"), strict=True)))
show(Count(2), "abc", strict=True)
for x, y in zip(range(3), "xyz", strict=True):
    print(x, y, end=" ")
print()
print(dict(zip("ab", [1, 2], strict=True)))
try:
    zip([1], strict=True, other=1)
except TypeError as e:
    print(e)
