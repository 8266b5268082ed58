# Nor the other way round.
print('{0} {}'.format(1))
