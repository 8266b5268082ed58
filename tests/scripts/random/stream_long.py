# Long streams stay in step with CPython: every draw of 10000 is compared
# through a sum and a rolling hash, across many refills of the twister.
import random

random.seed(2024)
total = 0.0
h = 0
for i in range(10000):
    x = random.random()
    total += x
    h = (h * 31 + int(x * 2**53)) % (2**61 - 1)
print(total, h)

random.seed('stream')
bits = 0
for i in range(5000):
    bits = (bits * 1000003 + random.getrandbits(i % 70 + 1)) % (2**89 - 1)
print(bits)

r = random.Random(1)
ints = [r.randrange(10**i + 1) for i in range(1, 19) for j in range(50)]
print(sum(ints), ints[:5], ints[-3:])

r = random.Random(-77)
print(sum(r.randint(1, 6) for i in range(10000)))
print(sum(r.gauss(0, 1) for i in range(5000)))
print(sum(r.normalvariate(10, 3) for i in range(5000)))
print(sum(r.expovariate(0.5) for i in range(5000)))
print(sum(r.uniform(-1, 1) for i in range(5000)))

# The last values of a long run.
random.seed(0)
for i in range(100000):
    random.random()
print(random.random(), random.getrandbits(64))
