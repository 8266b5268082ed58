# expect: NotImplementedError: int.from_bytes() is not supported by kiln yet
# kiln has no bytes type.
print(int.from_bytes([1, 0], "big"))
