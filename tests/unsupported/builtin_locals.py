# expect: NotImplementedError: the builtin locals() is not supported by kiln yet
def f(a):
    return locals()
print(f(1))
