# An integer type on a float.
print(format(1.5, 'e'))
print(format(1.5, 'x'))
