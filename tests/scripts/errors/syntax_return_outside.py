print('top')
return 5
