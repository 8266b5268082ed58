# Fibonacci numbers up to F(1000), iterative and checked with identities.
a, b = 0, 1
fibs = [0]
for i in range(1000):
    a, b = b, a + b
    fibs.append(a)
for n in [0, 1, 2, 50, 92, 93, 94, 100, 200, 500]:
    print(n, fibs[n])
print(1000, fibs[1000])
print(len(str(fibs[1000])))
# F(2n) = F(n) * (2*F(n+1) - F(n)), and Cassini: F(n-1)F(n+1) - F(n)^2 = (-1)^n
ok = True
for n in range(1, 499):
    if fibs[2 * n] != fibs[n] * (2 * fibs[n + 1] - fibs[n]):
        ok = False
    if fibs[n - 1] * fibs[n + 1] - fibs[n] * fibs[n] != (-1) ** n:
        ok = False
print(ok)
# The first Fibonacci number with 100 digits.
i = 0
while len(str(fibs[i])) < 100:
    i += 1
print(i, fibs[i])
print(fibs[1000] % 1000000007, fibs[999] * fibs[1000] % (2 ** 89 - 1))
