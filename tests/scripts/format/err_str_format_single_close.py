# A lone closing brace.
print('{{}}'.format())
print('a}b'.format())
