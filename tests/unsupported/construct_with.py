# expect: NotImplementedError: 'with' statement is not supported by kiln yet
with open('x') as f:
    print(f)
