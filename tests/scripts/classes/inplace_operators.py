class Acc:
    def __init__(self): self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
    def __repr__(self): return "Acc" + repr(self.items)
a = Acc()
b = a
a += 1
a += 2
print(a, a is b)
class Vec:
    def __init__(self, x): self.x = x
    def __add__(self, o): return Vec(self.x + o.x)
    def __repr__(self): return "Vec(" + str(self.x) + ")"
v = Vec(1)
w = v
v += Vec(2)
print(v, w, v is w)
try:
    w -= Vec(1)
except TypeError as e:
    print(e)
