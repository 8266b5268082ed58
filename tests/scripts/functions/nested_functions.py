def outer(n):
    def double(x):
        return 2 * x
    def triple(x):
        return 3 * x
    if n % 2 == 0:
        return double(n)
    return triple(n)
print(outer(4), outer(5))
def make_adders():
    adders = []
    for i in range(3):
        def add(x, i=i):
            return x + i
        adders.append(add)
    return adders
for a in make_adders():
    print(a(10))
def fact_iter(n):
    def step(acc, k):
        if k > n:
            return acc
        return step(acc * k, k + 1)
    return step(1, 1)
print(fact_iter(10))
