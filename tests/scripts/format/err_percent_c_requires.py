# %c takes one character.
print('%c' % 'xy')
