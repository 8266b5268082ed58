# Ints beyond 64 bits through every integer and float presentation.
for v in [2**64, -2**64, 2**100 + 1, -(10**30), 3**80]:
    print(format(v, ''), format(v, ','), format(v, '_'), format(v, '#x'), format(v, '_b')[:30], format(v, '#o'))
    print(format(v, 'X'), format(v, '>45'), format(v, '+'), format(v, '045,'), format(v, 'n'), format(v, '.3e'), format(v, '.2%'))
    print(f'{v}', f'{v:^50}|', '{:,}'.format(v), '%d' % v, '%x' % v, '%#o' % v, '%.3e' % v, '%50d|' % v, '%-+40d|' % v)
print(len(format(10**4000, 'd')), len(format(10**5000, 'x')), len('%x' % 10**5000), format(2**1000, '.5g'))
print('%d' % 1e300 == str(int(1e300)), '%d' % -1e25, '%i' % 2.5e19, '%.0f' % 2**70, '%g' % 10**40)
