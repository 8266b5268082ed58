class Key:
    def __init__(self, k): self.k = k
    def __eq__(self, o): return isinstance(o, Key) and self.k == o.k
    def __hash__(self): return hash(self.k)
d = {Key("a"): 1, Key("b"): 2}
print(d[Key("a")], Key("b") in d, Key("z") in d, len(d))
class Unhashable:
    def __eq__(self, o): return True
try:
    {Unhashable(): 1}
except TypeError as e:
    print(e)
try:
    hash(Unhashable())
except TypeError as e:
    print(e)
class Default: pass
x = Default()
print({x: "ok"}[x], hash(x) == hash(x))
