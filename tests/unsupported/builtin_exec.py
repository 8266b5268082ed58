# expect: NotImplementedError: the builtin exec() is not supported by kiln yet
exec("x = 1")
