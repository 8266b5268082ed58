s = 'hello'
print(s.index('l'))
print(s.index('z'))
