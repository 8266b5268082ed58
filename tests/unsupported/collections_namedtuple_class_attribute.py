# expect: NotImplementedError: setting an attribute of a namedtuple class (Point.origin) is not supported by kiln yet
from collections import namedtuple

Point = namedtuple("Point", "x y")
Point.origin = Point(0, 0)
print(Point.origin)
