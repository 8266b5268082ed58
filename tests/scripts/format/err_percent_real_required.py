# %d needs a number.
print('%d' % 'x')
