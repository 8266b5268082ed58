# Indexing a list with a non-integer key.
print('{0[a]}'.format({'a': 1}))
print('{0[a]}'.format([1]))
