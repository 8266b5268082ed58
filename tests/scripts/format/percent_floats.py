# Float conversions, rounded as format() rounds them.
for v in [0.0, -0.0, 0.5, 1.5, 2.5, 0.1, 1/3, 12345.6789, 1e16, 1e-7, 1e300, 123456.0, 1234567.0]:
    print('%f %.0f %.1f %e %.2E %g %G %.0g %.10g %F' % (v, v, v, v, v, v, v, v, v, v))
for v in [float('nan'), float('inf'), float('-inf')]:
    print('%f %F %e %E %g %G [%010f] [%-6f] [%+f]' % (v, v, v, v, v, v, v, v, v))
print('%.1f %.1f %.1f' % (0.05, 0.25, 0.35), '%f' % 3, '%e' % True, '%.3f' % 2**62)
