print('partial', end='')
print(' still partial', end='')
x = [][0]
