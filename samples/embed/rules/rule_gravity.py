# Pulls every particle down; settings come from this module.
SETTINGS = {'dt': 1 / 60, 'g': 9.81}
G = SETTINGS['g']


def update(p, dt):
    p.vy -= G * dt
