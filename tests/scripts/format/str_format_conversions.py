# !s, !r and !a, before any format spec.
for v in ['hi', "it's", 'é', 1.5, [1, 'a'], None, '\n']:
    print('{!s}|{!r}|{!a}'.format(v, v, v))
print('{0!r:^10}|{0!s:>4}|{0!a:*<8}'.format('é'))
print('{!r:}'.format('x'), '{0!s:}'.format(5))
