x = "global"
class C:
    x = "class"
    y = x + "!"
    def get_x(self):
        return x
    items = [1, 2]
    total = sum(items)
print(C.y, C().get_x(), C.total)
def outer():
    z = "enclosing"
    class D:
        w = z
        def m(self):
            return z
    return D
D = outer()
print(D.w, D().m())
class E:
    a = 1
    del a
print(hasattr(E, "a"))
