# No type: like repr without a precision, else like 'g' keeping a '.0'.
for v in [1.0, 0.1, 1e16, 1e15, 123456789.0, 1e-5, 0.0001, 5e-324, 1.7976931348623157e308, -0.0, 2.5, 1/3]:
    print(format(v, ''), format(v, '.3'), format(v, '.1'), format(v, '.0'), format(v, '12'), format(v, '.17'))
print(format(123.0, '.3'), format(1.0, '.3'), format(123.456, '.0'), format(0.0, '.0'), format(1e16, '.3'))
print(str(1e16), repr(1e16), format(1e16), format(1e16, ''), '{}'.format(1e16), f'{1e16}')
