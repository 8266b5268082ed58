# A builtin's method bound to its object is a builtin_function_or_method, as in
# CPython; a script function's bound method is a method.
class A:
    def m(self): pass
a = A()
print(type([].append).__name__, type(len).__name__, type(dict.fromkeys).__name__, type('a'.upper).__name__, type(a.m).__name__)
print([].append.__name__, 'x'.upper.__self__, a.m.__name__, a.m.__self__ is a, callable([].append))
print(type([].append) is type(len), type(a.m) is type(A().m), isinstance(a.m, type(len)))
import random
r = random.Random(1)
print(type(r.random).__name__, r.random.__name__)
