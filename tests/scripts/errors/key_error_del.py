d = {1: 'one'}
del d[1]
print(d)
del d[1]
