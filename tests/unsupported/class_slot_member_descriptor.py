# expect: NotImplementedError: the member descriptor of __slots__ name 'x' (class 'Vec') is not supported by kiln yet
class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


v = Vec(1, 2)
print(v.x + v.y)
print(Vec.x)
