# expect: NotImplementedError: dict comprehension is not supported by kiln yet
d = {k: k * 2 for k in range(3)}
print(d)
