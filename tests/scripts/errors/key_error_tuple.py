d = {(1, 2): 'a'}
print(d[1, 2])
print(d[(2, 1)])
