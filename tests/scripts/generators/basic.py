def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(count(5)))
g = count(2)
print(next(g), next(g), next(g, "done"))
try:
    next(g)
except StopIteration:
    print("StopIteration")
print(sum(count(10)), sorted(count(3), reverse=True))
for a, b in zip(count(3), "abc"):
    print(a, b)
print(list(enumerate(count(3))))
x, y, z = count(3)
print(x, y, z)
print(2 in count(5), 7 in count(5))
print(iter(g) is g, type(g).__name__)
