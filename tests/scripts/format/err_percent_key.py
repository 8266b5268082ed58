# A key the mapping lacks.
print('%(a)s' % {'b': 1})
