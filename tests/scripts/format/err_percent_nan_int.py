# %d of a nan.
print('%d' % float('nan'))
