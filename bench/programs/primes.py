def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True
ps = [n for n in range(200000) if is_prime(n)]
print(len(ps), ps[-1])
twins = sum(1 for a, b in zip(ps, ps[1:]) if b - a == 2)
print(twins)
