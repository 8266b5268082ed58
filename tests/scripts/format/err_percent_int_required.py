# %x needs an integer.
print('%x' % 3.5)
