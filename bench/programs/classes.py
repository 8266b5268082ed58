class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def scale(self, k):
        return Vec(self.x * k, self.y * k)
    def norm2(self):
        return self.x * self.x + self.y * self.y

class Body:
    def __init__(self, p, v):
        self.p = p
        self.v = v
    def step(self, dt):
        self.p = self.p.add(self.v.scale(dt))
        if self.p.norm2() > 100.0:
            self.v = self.v.scale(-1.0)

bodies = [Body(Vec(i * 0.1, -i * 0.2), Vec(0.3 + i * 0.01, 0.1)) for i in range(50)]
for t in range(4000):
    for b in bodies:
        b.step(0.01)
s = 0.0
for b in bodies:
    s += b.p.norm2()
print(round(s, 6))
