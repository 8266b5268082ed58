def f():
    try:
        return "from try"
    finally:
        print("finally runs before return")
print(f())
def g():
    try:
        return 1
    finally:
        return 2
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                return i
        finally:
            print("finally", i)
print(h())
