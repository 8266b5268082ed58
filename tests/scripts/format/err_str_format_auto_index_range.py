# Automatic numbering runs past the arguments.
print('{} {}'.format(1))
