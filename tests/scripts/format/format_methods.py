# __format__ as a method of the builtin types.
print((5).__format__('>3'), 'x'.__format__('^5'), (2.5).__format__('.2f'), True.__format__(''), True.__format__('d'))
print(object.__format__(5, ''), int.__format__(7, 'b'), float.__format__(0.25, '%'), str.__format__('ab', '*>4'))
print(int.__format__(True, ''), (2**70).__format__('_x'), hasattr(3, '__format__'), hasattr([], '__format__'))
