# expect: NotImplementedError: subclassing a namedtuple class ('Point') is not supported by kiln yet
from collections import namedtuple


class Point(namedtuple("Point", "x y")):
    def norm(self):
        return abs(self.x) + abs(self.y)


print(Point(1, 2).norm())
