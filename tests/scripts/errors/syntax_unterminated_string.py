print('fine')
s = 'never closed
print(s)
