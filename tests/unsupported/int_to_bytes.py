# expect: NotImplementedError: int.to_bytes() is not supported by kiln yet
# kiln has no bytes type.
print((1024).to_bytes(2, "big"))
