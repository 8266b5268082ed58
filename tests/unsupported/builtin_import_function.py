# expect: NotImplementedError: the builtin '__import__' is not supported by kiln yet
try:
    m = __import__("math")
except NameError:
    m = None
print(m)
