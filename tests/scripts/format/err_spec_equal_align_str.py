# '=' alignment is only for numbers.
print(format(5, '=5'))
print(format('x', '=5'))
