# More values than conversions.
print('%s' % (1, 2))
