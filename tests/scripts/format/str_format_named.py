# Keyword fields, and names that are not identifiers.
print('{name} is {age}'.format(name='Ann', age=31))
print('{a}{b}{a}'.format(a=1, b=2))
d = {'x': 1, 'long name': 2, ' ': 3}
print('{x} {long name} {a b}'.format(**d, **{'a b': 4}), '[{ }]'.format(**d))
print('{0} {k}'.format('pos', k='kw'), '{k} {}'.format('pos', k='kw'))
