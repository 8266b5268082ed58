class Empty(Exception):
    pass
def f():
    raise Empty
f()
