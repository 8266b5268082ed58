# random.Random instances keep their own state; the module functions share
# a hidden one. Seeding one never moves another.
import random
from random import random as rnd, randint, Random

a = Random(42)
b = Random(42)
c = random.Random('other')
print(a.random() == b.random())
print([a.random() for i in range(3)])
print([c.random() for i in range(3)])
print([b.random() for i in range(3)])

# The module-level functions and an instance seeded alike give one stream.
random.seed(42)
r = Random(42)
print([random.random() for i in range(3)] == [r.random() for i in range(3)])
print(random.randint(1, 100) == r.randint(1, 100), rnd() == r.random(), randint(1, 9) == r.randint(1, 9))

# Interleaving instances does not disturb either.
x, y = Random(1), Random(2)
xs, ys = [], []
for i in range(5):
    xs.append(x.random())
    ys.append(y.random())
print(xs == [Random(1).random() for i in range(1)] + xs[1:], xs[0] == Random(1).random())
x.seed(1)
print([x.random() for i in range(5)] == xs)

# Every method works on an instance.
r = Random(7)
print(r.getrandbits(40), r.randrange(5, 50, 5), r.randint(1, 3), r.choice('xyz'), r.sample(range(9), 3),
      r.choices('ab', k=3), r.uniform(0, 1), r.triangular(0, 2, 1), r.normalvariate(), r.gauss(),
      r.lognormvariate(0, 1), r.expovariate(1), r.vonmisesvariate(0, 1), r.gammavariate(2, 2),
      r.betavariate(2, 2), r.paretovariate(2), r.weibullvariate(1, 1))
l = [1, 2, 3, 4, 5]
r.shuffle(l)
print(l)
r.seed(8, version=2)
print(r.random())
r.setstate(Random(9).getstate())
print(r.random() == Random(9).random())

# Methods taken from an instance are bound to it.
f = Random(10).random
print(f() == Random(10).random())
print(Random.random(Random(11)) == Random(11).random())

# Random() without a seed and SystemRandom draw from the OS: check shapes.
s = random.SystemRandom()
vals = [s.random() for i in range(100)]
print(all(0.0 <= v < 1.0 for v in vals), len(set(vals)) > 90)
print(0 <= s.getrandbits(200) < 2**200, s.getrandbits(0), 1 <= s.randint(1, 6) <= 6)
print(s.choice('abc') in 'abc', sorted(s.sample(range(10), 10)) == list(range(10)))
print(type(s.gauss()).__name__, s.seed(1), s.seed())
print(isinstance(Random(), Random), type(Random().random()).__name__)
