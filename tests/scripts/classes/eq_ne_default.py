class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        if not isinstance(other, P):
            return NotImplemented
        return self.v == other.v
a, b, c = P(1), P(1), P(2)
print(a == b, a != b, a == c, a != c, a == 1, a != 1)
print(a in [c, b], [a].index(b), [a, b, c].count(P(1)))
class Plain: pass
x = Plain()
print(x == x, x == Plain(), x != Plain())
