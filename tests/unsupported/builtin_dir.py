# expect: NotImplementedError: the builtin dir() is not supported by kiln yet
print(dir([]))
