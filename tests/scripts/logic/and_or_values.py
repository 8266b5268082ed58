print(0 or 'x', 'a' or 'b', '' or 0, None or [], [] or None)
print(1 and 2, 0 and 2, 'a' and '', [] and 5, None and 1)
print(0 or 0.0 or '' or [] or 'last')
print(1 and 'b' and [3] and (4,))
print(None or 0 and 1, (None or 0) and 1)
x = [] or [1]
print(x)
print(not 0, not '', not [1], not None, type(not 1))
print(0 or False, False or 0, 0.0 and 1)
