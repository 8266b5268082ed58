# An attribute name must not be empty.
print('{0.}'.format(1))
