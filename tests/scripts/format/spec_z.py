# 'z' turns a negative zero (after rounding) into a positive one.
for v in [-0.0, 0.0, -0.0001, -0.001, 0.0001, -1e-10, -0.5, -1.0]:
    print(format(v, 'z'), format(v, 'z.1f'), format(v, 'z.2f'), format(v, 'z.1e'), format(v, 'z.3g'), format(v, '+z.0f'), format(v, 'z.0%'))
print(format(-0.0, 'z'), format(float('nan'), 'z'), format(-0.0001, 'z08.2f'))
