# expect: NotImplementedError: set display is not supported by kiln yet
s = {1, 2, 3}
print(s)
