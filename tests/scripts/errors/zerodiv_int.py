print('before')
x = 10
y = 0
print(x / y)
print('not reached')
