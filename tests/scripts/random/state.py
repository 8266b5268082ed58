# getstate/setstate round trips, gauss's cached second value and the
# version-2 state format.
import random

random.seed(31)
s = random.getstate()
print(type(s).__name__, len(s), s[0], len(s[1]), s[1][-1], s[2], s[1][:4])
a = [random.random() for i in range(700)]
random.setstate(s)
print(a == [random.random() for i in range(700)])

# gauss returns its pairs: the second value is kept in the state.
random.seed(32)
g1 = random.gauss()
st = random.getstate()
print(st[2] is not None, st[2] == random.getstate()[2])
g2 = random.gauss()
print(random.getstate()[2])
random.setstate(st)
print(random.gauss() == g2)
# seed() drops the cached value.
random.seed(33)
random.gauss()
random.seed(33)
print(random.getstate()[2])
x = [random.gauss(0, 1) for i in range(5)]
random.seed(33)
print(x == [random.gauss(0, 1) for i in range(5)], x)

# A state taken from another generator.
r1 = random.Random(34)
r2 = random.Random(35)
for i in range(1000):
    r1.random()
r2.setstate(r1.getstate())
print([r1.random() for i in range(3)] == [r2.random() for i in range(3)])
print(r1.getstate() == r2.getstate())

# Any index from 0 to 624 is valid; 624 twists on the next draw.
w = random.Random(36).getstate()[1]
for index in [0, 1, 300, 623, 624]:
    random.setstate((3, w[:-1] + (index,), None))
    print(index, random.random(), random.getstate()[1][-1])

# Words are taken modulo 2**32 only in version 2 states.
random.setstate((2, tuple(x - 2**32 if x >= 2**31 else x for x in w[:-1]) + (w[-1],), None))
print(random.getstate()[1] == w)
random.setstate((3, w, 0.5))
print(random.gauss(), random.getstate()[2])
random.setstate((3, w, 2))
print(random.gauss(10, 3))
random.setstate([3, w, None])
print(random.random())

# gauss_next is an attribute of the instance.
r = random.Random(37)
print(r.gauss_next)
r.gauss()
print(r.gauss_next == r.getstate()[2])
r.gauss_next = None
print(r.getstate()[2])
