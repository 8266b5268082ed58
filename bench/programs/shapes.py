import math
class Shape:
    def area(self): raise NotImplementedError
    def describe(self): return f"{type(self).__name__}({self.area():.2f})"
class Circle(Shape):
    def __init__(self, r): self.r = r
    def area(self): return math.pi * self.r * self.r
class Rect(Shape):
    def __init__(self, w, h): self.w = w; self.h = h
    def area(self): return self.w * self.h
class Square(Rect):
    def __init__(self, s): super().__init__(s, s)
shapes = []
for i in range(30000):
    k = i % 3
    shapes.append(Circle(i % 10 + 1) if k == 0 else Rect(i % 7 + 1, i % 5 + 1) if k == 1 else Square(i % 4 + 1))
total = 0.0
for rep in range(10):
    for s in shapes:
        total += s.area()
print(round(total, 3))
print(shapes[0].describe(), shapes[1].describe(), shapes[2].describe())
big = sorted(shapes, key=lambda s: s.area(), reverse=True)[:3]
print([s.describe() for s in big])
