# Bounces particles off the floor and the walls, losing a little energy.
from physics import reflect

WIDTH = 100.0


def update(p, dt):
    if p.y < 0:
        p.y = -p.y
        p.vy = reflect(p.vy, 0.8)
    if p.x < 0 or p.x > WIDTH:
        p.vx = reflect(p.vx, 1.0)
        p.x = min(max(p.x, 0.0), WIDTH)
