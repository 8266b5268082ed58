# One pass over the class features and special methods of the language issue
class A:
    x = 1
    def __init__(self, v): self.v = v
    def m(self): return "A.m", self.v
class B(A):
    def m(self): return ("B",) + super().m()
class C(A):
    def m(self): return ("C",) + super().m()
class D(B, C):
    def m(self): return ("D",) + super().m()
print(D(3).m(), [k.__name__ for k in D.__mro__], D.x, isinstance(D(1), A), issubclass(D, C), issubclass(A, D))
print(type(D(1)).__name__, type(D(1)), D, repr(D(1).m)[:20])
class P:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
p = P()
try: p.c = 2
except AttributeError as e: print(e)
class S:
    count = 0
    @staticmethod
    def s(x): return x * 2
    @classmethod
    def c(cls, y): return cls.__name__, y
    @property
    def p(self): return self._p
    @p.setter
    def p(self, v): self._p = v * 10
s = S(); s.p = 4
print(S.s(2), s.s(3), S.c(1), s.c(2), s.p)
try: S().p
except AttributeError as e: print(e)
class R:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"R({self.v!r})"
    def __str__(self): return f"<{self.v}>"
    def __format__(self, spec): return f"R:{spec}:{self.v}"
    def __eq__(self, o): return isinstance(o, R) and self.v == o.v
    def __hash__(self): return hash(self.v)
    def __lt__(self, o): return self.v < o.v
    def __bool__(self): return self.v != 0
    def __len__(self): return abs(self.v)
print(R(1), repr(R(2)), [R(3)], f"{R(4):>5}", format(R(5), "x"), "{:q}".format(R(6)), str(R("s")))
print(R(1) == R(1), R(1) != R(2), R(1) < R(2), R(2) > R(1), sorted([R(3), R(1), R(2)]), {R(1), R(1)}, bool(R(0)), len(R(-3)))
try: R(1) <= R(2)
except TypeError as e: print(e)
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o): return V(self.x + (o.x if isinstance(o, V) else o))
    def __radd__(self, o): return V(o + self.x)
    def __mul__(self, o): return V(self.x * o)
    def __rmul__(self, o): return V(self.x * o * 100)
    def __neg__(self): return V(-self.x)
    def __sub__(self, o): return NotImplemented
    def __rsub__(self, o): return V(o - self.x)
    def __iadd__(self, o): self.x += o; return self
    def __truediv__(self, o): return V(self.x / o)
    def __floordiv__(self, o): return V(self.x // o)
    def __mod__(self, o): return V(self.x % o)
    def __pow__(self, o): return V(self.x ** o)
    def __rpow__(self, o): return V(o ** self.x)
    def __and__(self, o): return V(self.x & o)
    def __lshift__(self, o): return V(self.x << o)
    def __repr__(self): return f"V({self.x})"
v = V(2)
print(v + 1, 1 + v, v + v, v * 3, 3 * v, -v, 5 - v, v / 4, v // 4, v % 3, v ** 3, 2 ** v, v & 3, v << 2, sum([V(1), V(2)], V(0)))
v += 5; print(v)
try: v - 1
except TypeError as e: print(e)
w = V(1); w *= 3; print(w)
try: v @ 2
except TypeError as e: print(e)
class Cont:
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __contains__(self, k): return k in self.d
    def __iter__(self): return iter(sorted(self.d))
    def __call__(self, *a, **k): return a, k
c = Cont(); c["a"] = 1; c["b"] = 2; del c["a"]
print("b" in c, "a" in c, list(c), c(1, x=2), c["b"])
try: c["zz"]
except KeyError as e: print("KeyError", e)
class CM:
    def __enter__(self): print("enter"); return self
    def __exit__(self, t, v, tb): print("exit", t.__name__ if t else None, v); return t is KeyError
with CM() as cm: print("body")
with CM(): raise KeyError("k")
try:
    with CM(): raise ValueError("v")
except ValueError as e: print("caught", e)
