class A: pass
class B(A): pass
try:
    class C(A, B): pass
except TypeError as e:
    print(e)
class X: pass
class Y: pass
class P(X, Y): pass
class Q(Y, X): pass
try:
    class R(P, Q): pass
except TypeError as e:
    print(e)
try:
    class Dup(X, X): pass
except TypeError as e:
    print(e)
