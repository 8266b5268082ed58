# Only s, r and a are conversions.
print('{0!x}'.format(1))
