# Automatic numbering cannot switch to manual.
print('{} {0}'.format(1))
