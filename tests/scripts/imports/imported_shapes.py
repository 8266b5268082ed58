# A module imported by import_basic.py (run alone, it prints nothing).
SIDES = {'triangle': 3, 'square': 4}
loads = 0


def sides(name):
    return SIDES.get(name, 0)


def perimeter(name, length):
    return sides(name) * length
