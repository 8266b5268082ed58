# Too few positional arguments.
print('{0}'.format(1))
print('{1}'.format(1))
