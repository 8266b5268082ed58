print('a,b'.split(',', 1))
print('a,b'.split(',', 1, 2))
