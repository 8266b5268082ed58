# 'e' and 'E': scientific, precision digits after the point.
for v in [0.0, -0.0, 0.1, 1.0, 10.0, 12345.678, 1e-7, 1e100, 5e-324, -2.5e-5, 9.999999e9, 1/3]:
    print(format(v, 'e'), format(v, '.0e'), format(v, '.2e'), format(v, 'E'), format(v, '.10e'))
print(format(0.1, '.0e'), format(0.15, '.1e'), format(0.25, '.1e'), format(1e-300, '.3E'))
