# expect: NotImplementedError: decorator is not supported by kiln yet
def deco(f):
    return f

@deco
def g():
    return 1
print(g())
