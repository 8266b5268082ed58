# A rule with a bug: it divides by zero once particles reach age 100.


def spread(p):
    return 1 / (p.age - 100)


def update(p, dt):
    p.vx += spread(p) * 0.001
