# expect: NotImplementedError: generator expression is not supported by kiln yet
print(sum(x * x for x in range(10)))
