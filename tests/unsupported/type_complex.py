# expect: NotImplementedError: the 'complex' type is not supported by kiln yet
print(complex(1, 2))
