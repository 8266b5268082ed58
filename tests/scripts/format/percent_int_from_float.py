# %d, %i and %u truncate floats; bools are ints.
print('%d %i %u' % (3.7, -3.7, 0.99), '%d' % 1e15, '%05d' % 2.5, '%+d' % -0.0, '%x %o' % (True, False), '%d' % False)
