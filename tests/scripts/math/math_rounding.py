# floor, ceil and trunc return ints (big ones too), and their errors.
import math

inf = float('inf')
for x in [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.0, 1e15 + 0.5, 1e300, -1e300, 4503599627370497.0, 2 ** 80,
          -(2 ** 90), 7, True, False, -9]:
    print(repr(x), math.floor(x), math.ceil(x), math.trunc(x), type(math.floor(x)).__name__)

for x in [inf, -inf, float('nan')]:
    for f in [math.floor, math.ceil, math.trunc]:
        try:
            print(f(x))
        except (ValueError, OverflowError) as e:
            print(type(e).__name__, e)


for f in [math.floor, math.ceil, math.trunc, math.sqrt, math.factorial]:
    try:
        print(f('x'))
    except TypeError as e:
        print('TypeError', e)
