# expect: NotImplementedError: setting function.__defaults__ is not supported by kiln yet
# Setting other attributes on a function works; its defaults are refused.
def f(a=1):
    return a


f.tag = "ok"
f.__defaults__ = (2,)
print(f())
