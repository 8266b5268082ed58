# After a %(key), plain conversions have nothing left.
print('%(a)s %s' % {'a': 1})
