# Dunder methods that the interpreter calls in the middle of an
# expression (unary operators, truth tests, a dict display's __hash__ and
# __eq__) run as frames of their own above the caller's operand stack,
# which holds the expression's values so far: those must survive. Each
# method makes locals of its own (frames that would overwrite them), and
# __init__ only adds attributes.


class N:
    def __init__(self, v):
        self.v = v
        self.w = v * 2

    def __neg__(self):
        junk = [9, 9, 9, 9]
        more = (7, 7, junk)
        return -self.v

    def __pos__(self):
        junk = [8, 8, 8]
        return self.v + 100

    def __invert__(self):
        junk = {"a": 1, "b": 2}
        return ~self.v

    def __bool__(self):
        junk = [6, 6, 6, 6, 6]
        return self.v % 2 == 1

    def __hash__(self):
        junk = [5, 5, 5, 5]
        return hash(self.v % 3)

    def __eq__(self, other):
        junk = [4, 4, 4, 4]
        return isinstance(other, N) and self.v == other.v


def exprs(o, p):
    x = 1
    y = 2
    t = (x, y, -o, x + y, +o, ~o, y)
    u = [x, y, not o, y, not p, x]
    v = (x, 1 if o else 2, y, 3 if p else 4, x)
    w = [x, o and y, p and y, o or x, p or x, y]
    d = {N(1): x, N(4): y, N(7): x + y, N(1): 10}
    return t, u, v, [e if isinstance(e, int) else e.v for e in w], sorted((k.v, val) for k, val in d.items())


print(exprs(N(3), N(4)))
total = 0
for i in range(2000):
    t, u, v, w, d = exprs(N(i), N(i + 1))
    total += sum(t) + u.count(True) + sum(v) + sum(w) + sum(val for k, val in d)
print(total)
