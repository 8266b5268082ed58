class R:
    def __init__(self, v): self.v = v
    def __radd__(self, o): return "radd " + str(o)
    def __rsub__(self, o): return "rsub " + str(o)
    def __rtruediv__(self, o): return "rtruediv " + str(o)
    def __rpow__(self, o): return "rpow " + str(o)
    def __rmod__(self, o): return "rmod " + str(o)
    def __ror__(self, o): return "ror " + str(o)
print(1 + R(0), 2 - R(0), 3 / R(0), 4 ** R(0), 5 % R(0), 6 | R(0))
print([1] + R(0), "x" + R(0), 1.5 + R(0))
class Base:
    def __add__(self, o): return "Base.add"
    def __radd__(self, o): return "Base.radd"
class Derived(Base):
    def __radd__(self, o): return "Derived.radd"
print(Base() + Derived(), Derived() + Base())
