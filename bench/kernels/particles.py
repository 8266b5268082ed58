# bench: objects
# Particles: method calls on instances and a new small object per step
# (a Vec class with methods, a Particle class holding two Vecs).


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y


class Particle:
    def __init__(self, pos, vel):
        self.pos = pos
        self.vel = vel

    def step(self, dt):
        self.pos = self.pos.add(self.vel.scale(dt))
        if self.pos.x < 0.0 or self.pos.x > 100.0:
            self.vel = Vec(-self.vel.x, self.vel.y)
        if self.pos.y < 0.0 or self.pos.y > 100.0:
            self.vel = Vec(self.vel.x, -self.vel.y)

    def energy(self):
        return 0.5 * self.vel.dot(self.vel)


def make(n):
    ps = []
    seed = 42
    i = 0
    while i < n:
        seed = (seed * 1664525 + 1013904223) % 2147483648
        x = seed % 10000 / 100.0
        seed = (seed * 1664525 + 1013904223) % 2147483648
        y = seed % 10000 / 100.0
        seed = (seed * 1664525 + 1013904223) % 2147483648
        vx = seed % 2000 / 100.0 - 10.0
        seed = (seed * 1664525 + 1013904223) % 2147483648
        vy = seed % 2000 / 100.0 - 10.0
        ps.append(Particle(Vec(x, y), Vec(vx, vy)))
        i += 1
    return ps


def main():
    n = 200
    steps = 2000
    rounds = 1  # bench:rounds
    total = 0.0
    cx = 0.0
    r = 0
    while r < rounds:
        ps = make(n)
        s = 0
        while s < steps:
            for p in ps:
                p.step(0.01)
            s += 1
        for p in ps:
            total += p.energy()
            cx += p.pos.x
        r += 1
    print("particles", n, steps, rounds, int(total * 1000.0), int(cx * 1000.0))


main()
