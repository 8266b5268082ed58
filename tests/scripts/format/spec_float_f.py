# 'f' and 'F': fixed point, rounded half to even on the exact binary value.
for v in [0.5, 1.5, 2.5, 3.5, -0.5, 0.125, 0.375, 2.675, 1.005, 0.045, 1e22, 1e-10, 123.456, 1/3, 2/3]:
    print(format(v, '.0f'), format(v, '.1f'), format(v, '.2f'), format(v, 'f'), format(v, '.10f'))
print(format(0.1, '.30f'), format(1e100, '.2f'))
print(format(5e-324, '.3f'), format(-5e-324, '.3f'), format(1.7976931348623157e308, '.1f')[:20])
print(format(float('inf'), 'f'), format(float('inf'), 'F'), format(float('nan'), 'F'), format(-float('inf'), '.2F'))
