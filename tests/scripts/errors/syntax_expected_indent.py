x = 1
if x:
print('not indented')
