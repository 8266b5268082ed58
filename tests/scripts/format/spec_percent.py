# '%': times 100, fixed point, with a percent sign.
for v in [0.5, 0.25, 1/3, 1.0, 0, 1, -0.125, 1e-5, 12.3456]:
    print(format(v, '%'), format(v, '.0%'), format(v, '.2%'), format(v, '>10.1%'), format(v, '+.1%'), format(v, ',.1%'))
print(format(float('nan'), '%'), format(float('inf'), '%'), format(10**15, '%'))
