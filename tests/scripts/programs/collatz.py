# Collatz sequences: lengths, maxima, memoized search.
def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

def collatz_seq(n):
    seq = [n]
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        seq.append(n)
    return seq

print(collatz_seq(6))
print(collatz_seq(27)[:12], len(collatz_seq(27)), max(collatz_seq(27)))

cache = {1: 0}
def cached_steps(n):
    path = []
    while n not in cache:
        path.append(n)
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
    steps = cache[n]
    while path:
        steps += 1
        cache[path.pop()] = steps
    return steps

best, best_n = 0, 1
for n in range(1, 3000):
    s = cached_steps(n)
    if s > best:
        best, best_n = s, n
print('longest below 3000:', best_n, best)
print(collatz_steps(best_n) == best)
hist = {}
for n in range(1, 100):
    s = collatz_steps(n)
    bucket = s // 20 * 20
    hist[bucket] = hist.get(bucket, 0) + 1
for b in sorted(hist):
    print(str(b).rjust(3), '-', str(b + 19).ljust(3), '*' * hist[b])
