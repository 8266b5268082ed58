# N-body simulation (5 bodies): float arithmetic on lists of lists.
# A body is [x, y, z, vx, vy, vz, mass].


def make_system():
    pi = 3.141592653589793
    solar_mass = 4.0 * pi * pi
    days_per_year = 365.24
    bodies = []
    # sun
    bodies.append([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, solar_mass])
    # jupiter
    bodies.append([4.84143144246472090e+00, -1.16032004402742839e+00,
                   -1.03622044471123109e-01,
                   1.66007664274403694e-03 * days_per_year,
                   7.69901118419740425e-03 * days_per_year,
                   -6.90460016972063023e-05 * days_per_year,
                   9.54791938424326609e-04 * solar_mass])
    # saturn
    bodies.append([8.34336671824457987e+00, 4.12479856412430479e+00,
                   -4.03523417114321381e-01,
                   -2.76742510726862411e-03 * days_per_year,
                   4.99852801234917238e-03 * days_per_year,
                   2.30417297573763929e-05 * days_per_year,
                   2.85885980666130812e-04 * solar_mass])
    # uranus
    bodies.append([1.28943695621391310e+01, -1.51111514016986312e+01,
                   -2.23307578892655734e-01,
                   2.96460137564761618e-03 * days_per_year,
                   2.37847173959480950e-03 * days_per_year,
                   -2.96589568540237556e-05 * days_per_year,
                   4.36624404335156298e-05 * solar_mass])
    # neptune
    bodies.append([1.53796971148509165e+01, -2.59193146099879641e+01,
                   1.79258772950371181e-01,
                   2.68067772490389322e-03 * days_per_year,
                   1.62824170038242295e-03 * days_per_year,
                   -9.51592254519715870e-05 * days_per_year,
                   5.15138902046611451e-05 * solar_mass])
    return bodies


def offset_momentum(bodies):
    px = 0.0
    py = 0.0
    pz = 0.0
    for b in bodies:
        m = b[6]
        px += b[3] * m
        py += b[4] * m
        pz += b[5] * m
    sun = bodies[0]
    solar_mass = sun[6]
    sun[3] = -px / solar_mass
    sun[4] = -py / solar_mass
    sun[5] = -pz / solar_mass


def energy(bodies):
    e = 0.0
    n = len(bodies)
    i = 0
    while i < n:
        b = bodies[i]
        e += 0.5 * b[6] * (b[3] * b[3] + b[4] * b[4] + b[5] * b[5])
        j = i + 1
        while j < n:
            b2 = bodies[j]
            dx = b[0] - b2[0]
            dy = b[1] - b2[1]
            dz = b[2] - b2[2]
            e -= (b[6] * b2[6]) / ((dx * dx + dy * dy + dz * dz) ** 0.5)
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
                dx = b1[0] - b2[0]
                dy = b1[1] - b2[1]
                dz = b1[2] - b2[2]
                d2 = dx * dx + dy * dy + dz * dz
                mag = dt / (d2 * (d2 ** 0.5))
                m1 = b1[6] * mag
                m2 = b2[6] * mag
                b1[3] -= dx * m2
                b1[4] -= dy * m2
                b1[5] -= dz * m2
                b2[3] += dx * m1
                b2[4] += dy * m1
                b2[5] += dz * m1
                j += 1
            i += 1
        for b in bodies:
            b[0] += dt * b[3]
            b[1] += dt * b[4]
            b[2] += dt * b[5]
        s += 1


def main():
    steps = 130000
    bodies = make_system()
    offset_momentum(bodies)
    e0 = energy(bodies)
    advance(bodies, 0.01, steps)
    e1 = energy(bodies)
    # Print fixed-point integers rather than floats so the checksum does not
    # depend on float repr formatting.
    print("nbody", steps, int(e0 * 1000000000.0), int(e1 * 1000000000.0))


main()
