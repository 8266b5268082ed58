print('start')
x = [1, 2, 3]]
