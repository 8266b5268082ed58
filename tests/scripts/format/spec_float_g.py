# 'g' and 'G': significant digits, switching to scientific past the precision.
for v in [0.0, -0.0, 0.0001, 0.00001, 1.5, 100.0, 123456.0, 1234567.0, 1e16, 1e-5, 3.14159265, 1e100, 1/3]:
    print(format(v, 'g'), format(v, '.0g'), format(v, '.1g'), format(v, '.3g'), format(v, '.10g'), format(v, 'G'), format(v, '.17g'))
print(format(999999.5, 'g'), format(999999.4, 'g'), format(0.0001234, '.2g'), format(12345, '.2G'))
