# getrandbits, randrange and randint: CPython's _randbelow (getrandbits of
# n.bit_length() bits until below n), with big ints where the range is big.
import random

random.seed(5)
print([random.getrandbits(k) for k in [0, 1, 2, 7, 8, 31, 32, 33, 48, 63, 64, 65, 96, 100, 128, 200]])
print(random.getrandbits(1000))
print(random.getrandbits(True))
print(sum(random.getrandbits(1) for i in range(1000)))

random.seed(6)
print([random.randrange(10) for i in range(20)])
print([random.randrange(5, 10) for i in range(20)])
print([random.randrange(0, 100, 7) for i in range(20)])
print([random.randrange(100, 0, -7) for i in range(20)])
print([random.randrange(-50, 50, 3) for i in range(20)])
print([random.randrange(1) for i in range(5)])
print([random.randrange(start=3, stop=9) for i in range(5)])
print([random.randrange(3, 9, step=2) for i in range(5)])
print([random.randrange(10, step=1) for i in range(5)])
print([random.randrange(True, 5) for i in range(5)])

# Powers of two: the bit length is one more than needed, so half the draws repeat.
print([random.randrange(2**k) for k in range(0, 70, 5)])
print([random.randrange(2**k + 1) for k in range(0, 70, 5)])

# Big ranges.
print(random.randrange(10**30))
print(random.randrange(-10**30, 10**30))
print(random.randrange(0, 10**50, 10**20))
print(random.randrange(2**64, 2**64 + 10))
print(random.randrange(2**200, 0, -2**100))
print(random.randint(-2**100, 2**100))
print(random.randint(2**63 - 5, 2**63 + 5))
print(random.randrange(-2**63, 2**63 - 1))

# randint, both ends included.
random.seed(8)
print([random.randint(1, 6) for i in range(30)])
print([random.randint(-3, -1) for i in range(10)])
print([random.randint(0, 0) for i in range(3)])
print(sorted(set(random.randint(1, 3) for i in range(100))))

# Integral floats are accepted (with a DeprecationWarning in CPython) and give ints.
random.seed(9)
print(random.randrange(10.0), random.randrange(2.0, 20.0), random.randrange(0, 30, 3.0), random.randint(1.0, 3.0))
