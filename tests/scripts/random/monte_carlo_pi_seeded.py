# A Monte Carlo estimate of pi, seeded: prints CPython's estimate exactly.
import random

random.seed(42)
n = 100000
inside = 0
for i in range(n):
    x = random.random()
    y = random.random()
    if x * x + y * y <= 1.0:
        inside += 1
print(inside)
print(4.0 * inside / n)
