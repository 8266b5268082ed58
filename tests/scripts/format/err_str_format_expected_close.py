# A field that never closes.
print('{0'.format(1))
