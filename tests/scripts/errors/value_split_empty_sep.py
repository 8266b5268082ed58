print('a b'.split(' '))
print('a b'.split(''))
