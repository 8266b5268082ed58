def numbers(n):
    for i in range(n):
        yield i
def doubled(xs):
    for x in xs:
        yield 2 * x
def evens(xs):
    for x in xs:
        if x % 4 == 0:
            yield x
total = 0
for v in evens(doubled(numbers(1000000))):
    total += v
print(total)
