# '*' takes an int.
print('%*d' % ('x', 3))
