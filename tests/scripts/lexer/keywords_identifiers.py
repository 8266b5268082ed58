# Identifiers that look like keywords or contain underscores.
_ = 1
_x = 2
x_ = 3
__x__ = 4
If = 5
none = 6
true = 7
classy = 8
iffy = 9
print(_, _x, x_, __x__, If, none, true, classy, iffy)
def_ = "def_"
returned = "returned"
print(def_, returned)
lambda_value = (lambda: "lam")()
print(lambda_value)
n1 = 10
n2 = n1 * 2
print(n1, n2)
