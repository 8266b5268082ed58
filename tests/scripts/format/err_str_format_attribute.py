# Attribute lookup on the value.
print('{0.real}'.format(1))
print('{0.nope}'.format(1))
