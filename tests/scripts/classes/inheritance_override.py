class Shape:
    def area(self):
        return 0
    def describe(self):
        return type(self).__name__ + " with area " + str(self.area())
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(3.14159 * self.r ** 2, 2)
for s in [Shape(), Square(3), Circle(1)]:
    print(s.describe())
