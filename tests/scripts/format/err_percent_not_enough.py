# Fewer values than conversions.
print('%s %s' % (1, 2))
print('%s %s' % (1,))
