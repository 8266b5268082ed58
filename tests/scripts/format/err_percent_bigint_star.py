# '*' needs a size.
print('%*d|' % (5, 2**70))
print('%*d' % (2**70, 1))
