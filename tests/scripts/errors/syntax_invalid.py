print('start')
x = = 1
