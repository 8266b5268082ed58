# Replacement fields inside the format spec.
print('{:{width}.{prec}f}|'.format(3.14159, width=10, prec=2))
print('{:>{}}|'.format('a', 5), '{:{}}{}'.format('a', '>3', 'b'))
print('{0:{1}}|'.format('a', '^7'), '{0:{a}}'.format(5, a='03'), '{:{fill}{align}{w}}'.format('x', fill='*', align='^', w=7))
for w in range(1, 6):
    print('{:>{}}|{:<{}}|'.format(w, w, 'x', w))
print('{:}'.format(5), '{:{}}'.format(5, ''), '{0:}{0:}'.format('z'))
