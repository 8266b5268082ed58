# ',' and '_' group thousands; '_' groups b, o, x, X by four.
for v in [0, 12, 123, 1234, 12345, 123456, 1234567, -1234567, 9223372036854775807, -9223372036854775808]:
    print(format(v, ','), format(v, '_'), format(v, ',d'), format(v, '_d'))
for v in [0, 255, 65535, 123456789, -123456789]:
    print(format(v, '_b'), format(v, '_o'), format(v, '_x'), format(v, '_X'), format(v, '#_x'))
for v in [1234567.891, -0.5, 1e16, 123456.0, 1e-5, 12345678.9]:
    print(format(v, ','), format(v, ',.2f'), format(v, '_.3e'), format(v, ',g'), format(v, '_%'))
print(format(1234567, '>15,'), format(1234567, '^15_'), format(-1234, '+,'))
