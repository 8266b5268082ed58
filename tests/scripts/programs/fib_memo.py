# Fibonacci with a dict memo, iterative and fast-doubling versions.
memo = {0: 0, 1: 1}
def fib(n):
    if n in memo:
        return memo[n]
    value = fib(n - 1) + fib(n - 2)
    memo[n] = value
    return value

def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def fib_doubling(n):
    if n == 0:
        return 0, 1
    a, b = fib_doubling(n // 2)
    c = a * (2 * b - a)
    d = a * a + b * b
    if n % 2 == 0:
        return c, d
    return d, c + d

for n in [0, 1, 2, 10, 20, 50, 90, 91]:
    print(n, fib(n), fib_iter(n) == fib(n), fib_doubling(n)[0] == fib(n))
print(len(memo), sorted(memo)[:5])
evens = []
n = 0
while fib(n) < 4000000:
    if fib(n) % 2 == 0:
        evens.append(fib(n))
    n += 1
print(evens, sum(evens))
ratios = []
for n in range(1, 40, 6):
    ratios.append(fib(n + 1) / fib(n))
print(ratios)
digits = {}
for n in range(1, 93):
    digits[len(str(fib(n)))] = n
print(digits)
