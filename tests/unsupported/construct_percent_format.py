# expect: NotImplementedError: printf-style string formatting
print('before')
print('%d items' % 3)
