# A '.' must be followed by digits.
print(format(1.5, '.1'))
print(format(1.5, '.f'))
