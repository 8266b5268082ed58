e = "outer"
try:
    raise ValueError("x")
except ValueError as e:
    print("inside", e)
try:
    print(e)
except NameError as err:
    print("NameError:", err)
def f():
    try:
        raise KeyError(1)
    except KeyError as k:
        pass
    try:
        return k
    except UnboundLocalError as u:
        return "unbound: " + str(u)
print(f())
