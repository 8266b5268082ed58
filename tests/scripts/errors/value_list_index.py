lst = ['a', 'b']
print(lst.index('b'))
print(lst.index('c'))
