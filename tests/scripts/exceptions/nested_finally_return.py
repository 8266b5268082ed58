def f():
    try:
        try:
            return "inner"
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(f())
def g():
    try:
        for x in [1, 2]:
            try:
                return x * 10
            finally:
                print("loop finally", x)
    finally:
        print("function finally")
print(g())
