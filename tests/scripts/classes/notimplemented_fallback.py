class A:
    def __eq__(self, o):
        print("A.__eq__")
        return NotImplemented
class B:
    def __eq__(self, o):
        print("B.__eq__")
        return True
print(A() == B())
print(B() == A())
print(NotImplemented, type(NotImplemented).__name__, repr(NotImplemented))
class Num:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        if isinstance(o, Num): return Num(self.v + o.v)
        return NotImplemented
    def __radd__(self, o):
        return Num(o + self.v)
print((Num(1) + Num(2)).v, (5 + Num(2)).v)
try:
    Num(1) + "s"
except TypeError as e:
    print(e)
