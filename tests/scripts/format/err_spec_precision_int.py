# Integers take no precision.
print(format(12, '5'))
print(format(12, '5.2'))
