# The random functions on instances of classes: sequences with __len__ and
# __getitem__/__setitem__, numbers with arithmetic dunders. The draws are
# CPython's, the operations go through the classes.
import random

class Seq:
    def __init__(self, items):
        self.items = list(items)
        self.log = []
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        self.log.append(('get', i))
        return self.items[i]
    def __setitem__(self, i, v):
        self.log.append(('set', i))
        self.items[i] = [v][0]

random.seed(1)
s = Seq('abcdefgh')
random.shuffle(s)
print(s.items, s.log[:6], len(s.log))
print([random.choice(s) for i in range(5)])
print(random.choices(s, k=4), random.choices(s, [1] * 8, k=4))

class Num:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Num(%r)' % (self.v,)
    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))
    __radd__ = __add__
    def __sub__(self, o):
        return Num(self.v - (o.v if isinstance(o, Num) else o))
    def __rsub__(self, o):
        return Num(o - self.v)
    def __mul__(self, o):
        return Num(self.v * (o.v if isinstance(o, Num) else o))
    __rmul__ = __mul__
    def __truediv__(self, o):
        return Num(self.v / (o.v if isinstance(o, Num) else o))
    def __rtruediv__(self, o):
        return Num(o / self.v)
    def __le__(self, o):
        return self.v <= (o.v if isinstance(o, Num) else o)
    def __lt__(self, o):
        return self.v < (o.v if isinstance(o, Num) else o)
    def __gt__(self, o):
        return self.v > (o.v if isinstance(o, Num) else o)

random.seed(2)
print(random.uniform(Num(1), Num(5)))
print(random.gauss(Num(10), Num(2)), random.normalvariate(Num(0), 3))
print(random.expovariate(Num(2)))
try:
    random.triangular(Num(0), Num(10), Num(4))  # math.sqrt(u * c) needs a real number
except TypeError as e:
    print('TypeError', e)
print(random.triangular(Num(0), Num(10)))
try:
    random.choices('abc', cum_weights=[Num(1), Num(2), Num(3)], k=6)  # math.isfinite(total)
except TypeError as e:
    print('TypeError', e)
print(random.choices('abc', weights=(w * 1.5 for w in [5, 1, 1]), k=6))
print(random.sample('abc', counts=(c for c in [1, 2, 3]), k=4))
print(random.gammavariate(2.0, Num(3)))
