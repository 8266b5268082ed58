# A single value with nothing to convert.
print('no conversions' % 5)
