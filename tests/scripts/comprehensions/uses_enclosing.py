def scale(items, factor):
    return [x * factor for x in items]
print(scale([1, 2, 3], 4))
def outer():
    base = 100
    def inner(xs):
        return [base + x for x in xs if x != base]
    return inner([1, 2, 100])
print(outer())
n = 5
print([n * i for i in range(n)])
