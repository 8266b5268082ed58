print([1, 'x'].index('x'))
print(['a', 'b'].index('c'))
