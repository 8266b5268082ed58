def f():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"
print(f())
def g():
    for i in range(3):
        try:
            raise KeyError(i)
        finally:
            if i < 2:
                continue
            break
    return "loop survived"
print(g())
