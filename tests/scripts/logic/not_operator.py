print(not True, not False, not None)
print(not 1 == 1, not (1 == 1), (not 1) == 1)
print(not [] and not {}, not ([] and {}))
print(not not 'x', not not '')
x = 0
if not x:
    print('x is falsy')
if not x == 1:
    print('x is not 1')
print(not x + 1, not (x + 1))
