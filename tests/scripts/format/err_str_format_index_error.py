# An index past the end.
print('{0[5]}'.format('abc'))
