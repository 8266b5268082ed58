# ** and * at call sites and in displays: any mapping with keys(), and CPython's messages naming the callee
def va(*a, **k): pass
class C:
  def m(self, **k): pass
for f in [va, C().m, C.m, print, len, lambda **k: 0, dict]:
  try: f(**{'x': 1}, x=2)
  except TypeError as e: print(e)
  try: f(*1)
  except TypeError as e: print(e)
  try: f(**1)
  except TypeError as e: print(e)
  try: f(**{1:2})
  except TypeError as e: print(e)
  try: f(1, *2, 3)
  except TypeError as e: print(e)
  try: f(x=1, **{'x': 2})
  except TypeError as e: print(e)
  try: f(**{'y': 1}, **{'y': 2})
  except TypeError as e: print(e)
def outer():
  def inner(**k): pass
  return inner
try: outer()(**{'x':1}, x=2)
except TypeError as e: print(e)
class M:
    def __init__(self, d): self.d = d
    def keys(self): print("keys"); return list(self.d)
    def __getitem__(self, k): print("get", k); return self.d[k]
print(va.__module__, {**M({"a": 1, "b": 2}), "c": 3})
def kw(**k): return k
print(kw(**M({"x": 1}), y=2), dict(**M({"z": 0})))
try: kw(x=1, **M({"x": 2}))
except TypeError as e: print(e)
try: kw(**M({1: 2}))
except TypeError as e: print(e)
class NoKeys:
    def __getitem__(self, k): return k
try: kw(**NoKeys())
except TypeError as e: print(e)
try: {**NoKeys()}
except TypeError as e: print(e)
class BadIter:
    def __iter__(self): raise TypeError("inside iter")
try: [*BadIter()]
except TypeError as e: print(e)
try: kw(*BadIter())
except TypeError as e: print(e)
print(int.__mro__, bool.__mro__, KeyError.__bases__, object.__bases__, dict.__bases__)
