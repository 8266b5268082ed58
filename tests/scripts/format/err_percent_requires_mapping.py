# %(key) needs a mapping.
print('%(a)s' % 5)
