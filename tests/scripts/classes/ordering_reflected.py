class V:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        print("lt", self.v, o.v)
        return self.v < o.v
    def __repr__(self): return "V(" + str(self.v) + ")"
a, b = V(1), V(2)
print(a < b)
print(b > a)
print(sorted([V(3), V(1), V(2)]))
print(max([V(3), V(5), V(2)]), min(V(4), V(0)))
try:
    a <= b
except TypeError as e:
    print(e)
