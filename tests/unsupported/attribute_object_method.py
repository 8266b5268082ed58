# expect: NotImplementedError: object.__sizeof__ is not supported by kiln yet
class Point:
    pass


try:
    print(Point().__sizeof__())
except AttributeError:
    print("no __sizeof__")
