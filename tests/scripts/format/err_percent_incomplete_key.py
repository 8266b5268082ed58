# An unclosed key.
print('%(a' % {'a': 1})
