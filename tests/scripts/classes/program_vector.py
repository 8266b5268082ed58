class Vector:
    def __init__(self, *components):
        self.c = tuple(components)
    def __repr__(self):
        return "Vector" + repr(self.c)
    def __len__(self):
        return len(self.c)
    def __getitem__(self, i):
        return self.c[i]
    def __iter__(self):
        return iter(self.c)
    def __eq__(self, other):
        return isinstance(other, Vector) and self.c == other.c
    def __hash__(self):
        return hash(self.c)
    def _check(self, other):
        if not isinstance(other, Vector):
            return False
        if len(other) != len(self):
            raise ValueError("dimension mismatch: " + str(len(self)) + " vs " + str(len(other)))
        return True
    def __add__(self, other):
        if not self._check(other):
            return NotImplemented
        return Vector(*self._zip(other, lambda a, b: a + b))
    def __sub__(self, other):
        if not self._check(other):
            return NotImplemented
        return Vector(*self._zip(other, lambda a, b: a - b))
    def _zip(self, other, f):
        out = []
        for a, b in zip(self, other):
            out.append(f(a, b))
        return out
    def __mul__(self, k):
        if isinstance(k, Vector):
            return self.dot(k)
        out = []
        for a in self:
            out.append(a * k)
        return Vector(*out)
    __rmul__ = __mul__
    def __matmul__(self, other):
        return self.dot(other)
    def dot(self, other):
        self._check(other)
        return sum(self._zip(other, lambda a, b: a * b))
    def __neg__(self):
        return self * -1
    def __abs__(self):
        return sum(self._zip(self, lambda a, b: a * b)) ** 0.5
    def __bool__(self):
        return any(self)
    def __lt__(self, other):
        return abs(self) < abs(other)
v = Vector(3, 4)
w = Vector(1, 2)
print(v + w, v - w, v * 2, 3 * v, -v, abs(v), v @ w, v * w)
print(len(v), v[0], v[-1], list(v), bool(Vector(0, 0)), bool(v))
print(v == Vector(3, 4), v != w, {v: "v"}[Vector(3, 4)])
print(sorted([v, w, Vector(0, 1)]), max(v, w))
try:
    v + Vector(1, 2, 3)
except ValueError as e:
    print(e)
try:
    v + 1
except TypeError as e:
    print(e)
total = Vector(0, 0)
for i in range(5):
    total += Vector(i, i * i)
print(total)
