# expect: NotImplementedError: the builtin eval() is not supported by kiln yet
print(eval("1 + 2"))
