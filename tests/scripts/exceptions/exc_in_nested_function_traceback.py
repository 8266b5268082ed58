def a():
    b()
def b():
    c()
def c():
    raise LookupError("deep")
try:
    a()
except LookupError as e:
    print("caught deep:", e)
a()
