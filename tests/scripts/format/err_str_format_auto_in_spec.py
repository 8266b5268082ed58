# The spec's fields count too.
print('{0:{}}'.format(5, 3))
