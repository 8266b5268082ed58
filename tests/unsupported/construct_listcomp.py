# expect: NotImplementedError: list comprehension is not supported by kiln yet
squares = [x * x for x in range(5)]
print(squares)
