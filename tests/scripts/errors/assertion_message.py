x = 3
assert x == 3, 'x should be 3'
print('first assert ok')
assert x > 5, 'x is too small: ' + str(x)
