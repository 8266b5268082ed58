def naturals(start):
    n = start
    while True:
        yield n
        n += 1
def primes():
    found = []
    for n in naturals(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out
print(take(15, primes()))
twins = ((p, p + 2) for p in primes() if p + 2 in set(take(40, primes())))
print(take(6, twins))
