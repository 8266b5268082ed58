# expect: NotImplementedError: 'try' statement is not supported by kiln yet
try:
    x = 1
except ValueError:
    x = 2
print(x)
