# gamma and lgamma (CPython's Lanczos code, not libm's), erf and erfc:
# printed with repr, so every bit must match.
import math

XS = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.5, 5.0, 5.5, 6.5, 10.0, 10.1, 20.5, 23.0, 24.0, 50.25, 100.5, 140.5, 170.5,
      171.5, 171.7, 200.5, 1e-5, 1e-21, -1e-21, -0.5, -1.5, -2.5, -10.3, -100.7, -170.9, -180.5, -200.5, -201.5,
      0.1, 0.25, 0.75, 1.25, 3.7, 7.77, 12.34, 33.3, 1e10, 1e300, 3, 7]
for x in XS:
    for name in ['gamma', 'lgamma', 'erf', 'erfc']:
        try:
            r = repr(getattr(math, name)(x))
        except (ValueError, OverflowError) as e:
            r = type(e).__name__ + ': ' + str(e)
        print(name, x, r)

for x in [0.0, -0.0, -1, -2.0, -1e10, float('inf'), float('-inf'), float('nan')]:
    for name in ['gamma', 'lgamma', 'erf', 'erfc']:
        try:
            r = repr(getattr(math, name)(x))
        except (ValueError, OverflowError) as e:
            r = type(e).__name__ + ': ' + str(e)
        print(name, x, r)

# A sweep: many points on a grid.
total = 0
for i in range(-400, 600):
    x = i / 16 + 1 / 64
    g = math.gamma(x) if x < 171 else 0.0
    lg = math.lgamma(x)
    print(x, repr(g), repr(lg), repr(math.erf(x / 8)), repr(math.erfc(x / 8)))
