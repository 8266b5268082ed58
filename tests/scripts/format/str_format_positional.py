# Automatic and manual positional fields.
print('{} {} {}'.format(1, 'two', 3.0))
print('{0} {1} {0} {1}'.format('a', 'b'))
print('{2}{1}{0}'.format('x', 'y', 'z'))
print('{00}|{01}'.format(7, 8), '{0}'.format([1, 2]), '{}'.format(None), '{}'.format((1,)))
print('no fields'.format(1, 2, x=3), '{0}'.format(1, 2, unused=3))
print('{}'.format('{}'), '{0}{0}'.format('{'))
args = ['p', 'q']
print('{1}-{0}'.format(*args), '{}+{}'.format(*range(2)))
