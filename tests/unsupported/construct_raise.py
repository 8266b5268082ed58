# expect: NotImplementedError: 'raise' statement is not supported by kiln yet
x = 1
if x > 5:
    raise ValueError('too big')
print(x)
