class A:
    def f(self): return "method"
a = A()
print(a.f())
a.f = lambda: "instance attribute"
print(a.f())
del a.f
print(a.f())
print(sorted(a.__dict__), A.__dict__["f"] is A.f)
