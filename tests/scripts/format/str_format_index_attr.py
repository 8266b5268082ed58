# Indexing and attribute access inside field names.
data = {'key': [10, 20, 30], 'n': 5}
print('{0[1]}'.format([5, 6]), '{p[key]}'.format(p={'key': 9}), '{0[key][2]}'.format(data))
print('{x.real} {x.imag} {y.real} {z.denominator}'.format(x=5, y=1.5, z=True))
print('{0[0]} {0[1]} {0[-1]}'.format({0: 'int key', 1: 'one', '-1': 'str key'}))
print('{0[1:2]}'.format({'1:2': 'slice-looking key'}), '{0[a]}'.format({'a': 'A'}))
print('{[0]}{[1]}'.format('ab', 'cd'), '{.real}'.format(3), '{0[0][1]}'.format([[1, 2]]))
print('{0.__class__}'.format(1), '{t[1]}'.format(t=(7, 8)), '{r[2]}'.format(r=range(10, 20)))
print('{0[0].real:>5}'.format([4]), '{0[0]!r}'.format(['q']))
