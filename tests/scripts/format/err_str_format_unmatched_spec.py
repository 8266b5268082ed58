# A spec that never closes.
print('{0:'.format(1))
