# A missing keyword argument.
print('{x}'.format(x=1))
print('{x}'.format(y=1))
