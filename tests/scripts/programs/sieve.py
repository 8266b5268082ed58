# Sieve of Eratosthenes and some prime statistics.
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = False
    is_prime[1] = False
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            for multiple in range(p * p, limit + 1, p):
                is_prime[multiple] = False
        p += 1
    primes = []
    for i in range(limit + 1):
        if is_prime[i]:
            primes.append(i)
    return primes


primes = sieve(1000)
print(len(primes), primes[:10], primes[-5:])
print(sum(primes), max(primes))

twins = []
for i in range(len(primes) - 1):
    if primes[i + 1] - primes[i] == 2:
        twins.append((primes[i], primes[i + 1]))
print(len(twins), twins[:5], twins[-1])

gaps = {}
for i in range(1, len(primes)):
    g = primes[i] - primes[i - 1]
    gaps[g] = gaps.get(g, 0) + 1
for g in sorted(gaps):
    print('gap', g, 'x', gaps[g])

largest_gap = 0
where = None
for i in range(1, len(primes)):
    if primes[i] - primes[i - 1] > largest_gap:
        largest_gap = primes[i] - primes[i - 1]
        where = (primes[i - 1], primes[i])
print('largest gap', largest_gap, 'between', where)

def factorize(n):
    factors = []
    for p in primes:
        if p * p > n:
            break
        while n % p == 0:
            factors.append(p)
            n //= p
    if n > 1:
        factors.append(n)
    return factors

for n in [2, 12, 97, 360, 9999, 65536, 999983, 1234567890]:
    print(n, factorize(n))
