# %f needs a real number.
print('%f' % 'x')
