# bench: numeric
# N-body simulation (5 bodies): float arithmetic on object attributes.


class Body:
    def __init__(self, x, y, z, vx, vy, vz, mass):
        self.x = x
        self.y = y
        self.z = z
        self.vx = vx
        self.vy = vy
        self.vz = vz
        self.mass = mass


def make_system():
    pi = 3.141592653589793
    solar_mass = 4.0 * pi * pi
    days_per_year = 365.24
    bodies = []
    # sun
    bodies.append(Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, solar_mass))
    # jupiter
    bodies.append(Body(4.84143144246472090e+00, -1.16032004402742839e+00,
                       -1.03622044471123109e-01,
                       1.66007664274403694e-03 * days_per_year,
                       7.69901118419740425e-03 * days_per_year,
                       -6.90460016972063023e-05 * days_per_year,
                       9.54791938424326609e-04 * solar_mass))
    # saturn
    bodies.append(Body(8.34336671824457987e+00, 4.12479856412430479e+00,
                       -4.03523417114321381e-01,
                       -2.76742510726862411e-03 * days_per_year,
                       4.99852801234917238e-03 * days_per_year,
                       2.30417297573763929e-05 * days_per_year,
                       2.85885980666130812e-04 * solar_mass))
    # uranus
    bodies.append(Body(1.28943695621391310e+01, -1.51111514016986312e+01,
                       -2.23307578892655734e-01,
                       2.96460137564761618e-03 * days_per_year,
                       2.37847173959480950e-03 * days_per_year,
                       -2.96589568540237556e-05 * days_per_year,
                       4.36624404335156298e-05 * solar_mass))
    # neptune
    bodies.append(Body(1.53796971148509165e+01, -2.59193146099879641e+01,
                       1.79258772950371181e-01,
                       2.68067772490389322e-03 * days_per_year,
                       1.62824170038242295e-03 * days_per_year,
                       -9.51592254519715870e-05 * days_per_year,
                       5.15138902046611451e-05 * solar_mass))
    return bodies


def offset_momentum(bodies):
    px = 0.0
    py = 0.0
    pz = 0.0
    for b in bodies:
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    sun = bodies[0]
    sun.vx = -px / sun.mass
    sun.vy = -py / sun.mass
    sun.vz = -pz / sun.mass


def energy(bodies):
    e = 0.0
    n = len(bodies)
    i = 0
    while i < n:
        b = bodies[i]
        e += 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
        j = i + 1
        while j < n:
            b2 = bodies[j]
            dx = b.x - b2.x
            dy = b.y - b2.y
            dz = b.z - b2.z
            e -= (b.mass * b2.mass) / ((dx * dx + dy * dy + dz * dz) ** 0.5)
            j += 1
        i += 1
    return e


def advance(bodies, dt, steps):
    n = len(bodies)
    s = 0
    while s < steps:
        i = 0
        while i < n:
            b1 = bodies[i]
            j = i + 1
            while j < n:
                b2 = bodies[j]
                dx = b1.x - b2.x
                dy = b1.y - b2.y
                dz = b1.z - b2.z
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt / (d2 * (d2 ** 0.5))
                m1 = b1.mass * mag
                m2 = b2.mass * mag
                b1.vx -= dx * m2
                b1.vy -= dy * m2
                b1.vz -= dz * m2
                b2.vx += dx * m1
                b2.vy += dy * m1
                b2.vz += dz * m1
                j += 1
            i += 1
        for b in bodies:
            b.x += dt * b.vx
            b.y += dt * b.vy
            b.z += dt * b.vz
        s += 1


def main():
    steps = 300000
    rounds = 1  # bench:rounds
    bodies = make_system()
    offset_momentum(bodies)
    e0 = energy(bodies)
    r = 0
    while r < rounds:
        advance(bodies, 0.01, steps)
        r += 1
    e1 = energy(bodies)
    # Print fixed-point integers rather than floats so the checksum does not
    # depend on float repr formatting.
    print("nbody", steps, rounds, int(e0 * 1000000000.0), int(e1 * 1000000000.0))


main()
