class Registry:
    def __init__(self):
        self.kinds = {}
    def register(self, name):
        def deco(cls):
            self.kinds[name] = cls
            cls.kind = name
            return cls
        return deco
    def create(self, name, *args):
        try:
            cls = self.kinds[name]
        except KeyError:
            raise ValueError("unknown shape: " + name) from None
        return cls(*args)
shapes = Registry()
class Shape:
    kind = "shape"
    def area(self):
        raise NotImplementedError(type(self).__name__ + ".area")
    def __lt__(self, other):
        return self.area() < other.area()
    def __repr__(self):
        return self.kind + "(" + str(round(self.area(), 2)) + ")"
@shapes.register("rect")
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
@shapes.register("square")
class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
@shapes.register("circle")
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r * self.r
@shapes.register("blob")
class Blob(Shape):
    pass
made = []
for spec in [("rect", 2, 3), ("square", 2), ("circle", 1), ("hexagon", 1), ("blob",)]:
    try:
        s = shapes.create(*spec)
        s.area()
        made.append(s)
    except ValueError as e:
        print("error:", e)
    except NotImplementedError as e:
        print("not implemented:", e)
print(sorted(made))
print(sorted(shapes.kinds), Square.kind, Rect.kind, isinstance(made[1], Rect))
