# expect: NotImplementedError: list.__len__ is not supported by kiln yet
# getattr with a default must not fall back where CPython finds the method.
print(getattr([1, 2], "__len__", None))
