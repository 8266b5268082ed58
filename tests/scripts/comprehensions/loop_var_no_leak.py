x = "outer"
r = [x for x in range(3)]
print(r, x)
def f():
    y = 10
    vals = [y for y in range(2)]
    return vals, y
print(f())
try:
    [zz for zz in range(2)]
    print(zz)
except NameError as e:
    print("NameError:", e)
