# expect: NotImplementedError: a namedtuple class's field descriptor (Point.x) is not supported by kiln yet
from collections import namedtuple

Point = namedtuple("Point", "x y")
print(Point.x)
