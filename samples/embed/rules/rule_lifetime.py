# Old particles die, with a little randomness; a few get announced.
announced = 0


def update(p, dt):
    global announced
    if p.age > 400 and random() < 0.01:
        p.kill()
        if announced < 3:
            announced += 1
            print('retired', p, 'at age', p.age)
