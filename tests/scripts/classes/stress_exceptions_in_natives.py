class Weird:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        if self.v == 3 or o.v == 3:
            raise ValueError("cannot compare 3")
        return self.v < o.v
    def __eq__(self, o):
        if o.v == 99:
            raise KeyError("eq")
        return self.v == o.v
    def __hash__(self): return self.v
try:
    sorted([Weird(1), Weird(3), Weird(2)])
except ValueError as e:
    print("sort:", e)
d = {Weird(1): "a"}
try:
    d[Weird(99)] = 1
except KeyError as e:
    print("dict:", e)
def key(x):
    if x == 2:
        raise IndexError("key fn")
    return -x
try:
    max([1, 2, 3], key=key)
except IndexError as e:
    print("max:", e)
class BadRepr:
    def __repr__(self):
        raise RuntimeError("no repr")
try:
    print([1, BadRepr()])
except RuntimeError as e:
    print("repr:", e)
class Deep:
    def __repr__(self):
        return repr(self)
try:
    repr(Deep())
except RecursionError:
    print("deep repr recursion caught")
print("survived")
