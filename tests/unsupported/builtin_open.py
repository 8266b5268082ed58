# expect: NotImplementedError: the builtin open() is not supported by kiln yet
with open("data.txt") as f:
    print(f.read())
