# The spec is checked against the value's type.
print('{:d}'.format('s'))
