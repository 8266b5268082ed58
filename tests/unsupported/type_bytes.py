# expect: NotImplementedError: the 'bytes' type is not supported by kiln yet
# The name exists (isinstance(x, bytes) is False for every kiln value), the type cannot be made.
print(isinstance('a', bytes), isinstance(1, (bytes, complex)))
print(bytes(3))
