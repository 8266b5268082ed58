# The spec must be a str.
print(format(1, '03'))
print(format(1, 3))
