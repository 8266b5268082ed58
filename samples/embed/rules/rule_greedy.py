# A rule that never returns once particles are 50 frames old: the host's
# step budget stops it.


def update(p, dt):
    while p.age >= 50:
        p.vx = p.vx
