print('ab' * 2)
print('ab' * 'cd')
