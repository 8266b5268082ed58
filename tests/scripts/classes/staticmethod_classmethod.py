class Temp:
    unit = "C"
    def __init__(self, deg): self.deg = deg
    @staticmethod
    def c_to_f(c):
        return c * 9 / 5 + 32
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)
    @classmethod
    def describe(cls):
        return cls.__name__ + " in " + cls.unit
class Kelvin(Temp):
    unit = "K"
print(Temp.c_to_f(100), Temp(0).c_to_f(0))
t = Temp.from_f(212)
print(type(t).__name__, t.deg)
k = Kelvin.from_f(32)
print(type(k).__name__, k.deg, Kelvin.describe(), k.describe())
sm = staticmethod(len)
print(sm("abc"))
