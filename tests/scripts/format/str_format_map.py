# format_map takes one mapping, used as it is.
print('{a}-{b}'.format_map({'a': 1, 'b': 2}))
print('{x[1]}'.format_map({'x': 'ab'}), '{x.real:>4}'.format_map({'x': 7}))
d = {'name': 'kiln', 'n': 3}
print('{name!r} x{n:02d}'.format_map(d), '{{literal}}'.format_map({}))
print('{k}'.format_map({'k': 'v', 'extra': 1}))
