# random.seed(x) gives CPython's stream for ints (their 32-bit words, by
# absolute value), strs (utf-8 bytes + SHA-512, version 2; the old hash,
# version 1), floats (their hash) and bools.
import random

seeds = [0, 1, 2, 42, 2**32 - 1, 2**32, 2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**70, 10**40,
         -1, -5, -2**70, True, False,
         'hello', '', 'a', 'héllo wörld', '日本語のテキスト', '🐍 snake', 'x' * 200,
         0.0, 3.5, -2.25, 1e100, 1.0, float('inf'), float('-inf')]
for s in seeds:
    random.seed(s)
    print(repr(s)[:40], random.random(), random.random(), random.getrandbits(32))

# An int seed and the float with the same value give the same stream.
random.seed(7)
a = random.random()
random.seed(7.0)
print(a == random.random())

# -n and n seed the same state.
random.seed(-123456789)
a = [random.random() for i in range(3)]
random.seed(123456789)
print(a == [random.random() for i in range(3)])

# Version 1 string seeding, and version 2 (the default) given explicitly.
for s in ['hello', '', 'héllo', 'a longer string to hash']:
    random.seed(s, version=1)
    v1 = random.random()
    random.seed(s, 2)
    print(repr(s), v1, random.random())
random.seed(12345, version=1)  # ints ignore the version
print(random.random())

# Reseeding resets the stream; seed() returns None.
print(random.seed(99))
first = [random.randrange(100) for i in range(10)]
random.seed(99)
print(first == [random.randrange(100) for i in range(10)], first)

# No seed, or None: from the OS. Only the shape of the result can be checked.
random.seed()
x = random.random()
print(0.0 <= x < 1.0)
random.seed(None)
print(type(random.random()).__name__)
r1 = random.Random()
r2 = random.Random()
print(r1.getrandbits(64) != r2.getrandbits(64))
