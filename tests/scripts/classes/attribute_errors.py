class A:
    cls_attr = 1
    def method(self): return 1
a = A()
def run(f):
    try:
        return f()
    except AttributeError as e:
        print("AttributeError:", e)
run(lambda: a.missing)
run(lambda: A.missing)
a.new = 5
print(a.new, a.cls_attr, getattr(a, "new"), getattr(a, "nope", "default"), hasattr(a, "method"), hasattr(a, "x"))
setattr(a, "dyn", 7)
print(a.dyn)
delattr(a, "dyn")
print(hasattr(a, "dyn"))
del a.new
run(lambda: a.new)
try:
    del a.never
except AttributeError as e:
    print(e)
o = object()
try:
    o.x = 1
except AttributeError as e:
    print(e)
