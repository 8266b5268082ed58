# One- and two-argument float functions over ordinary and edge values:
# signed zeros, infinities, nan, tiny and huge values, ints and big ints.
import math

inf = float('inf')
nan = float('nan')
VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2, -3, 0.1, 1e-300, 5e-324, -5e-324, 1e300, 1.7976931348623157e308,
          10.0, -10.5, 100.25, 710.0, -745.5, inf, -inf, nan, True, 2 ** 70, -(2 ** 80), 3.141592653589793]


def show(name, *args):
    f = getattr(math, name)
    try:
        r = f(*args)
    except Exception as e:
        r = type(e).__name__ + ': ' + str(e)
    print(name, args, '->', repr(r))


ONE = ['sqrt', 'exp', 'exp2', 'expm1', 'log', 'log1p', 'log2', 'log10', 'sin', 'cos', 'tan', 'asin', 'acos',
       'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'fabs', 'cbrt', 'degrees', 'radians', 'erf',
       'erfc', 'isfinite', 'isinf', 'isnan', 'frexp', 'modf', 'ulp']
for name in ONE:
    for x in VALUES:
        show(name, x)

TWO_VALUES = [0.0, -0.0, 1.5, -2.0, 3, 1e308, 5e-324, inf, -inf, nan]
for name in ['atan2', 'copysign', 'fmod', 'remainder', 'pow', 'nextafter']:
    for x in TWO_VALUES:
        for y in TWO_VALUES:
            show(name, x, y)

for x in [0.5, 1.0, -1.0, 0.0, 1e-310, 3, inf, nan]:
    for i in [0, 1, -1, 1023, 1024, -1074, -1075, 2000, -2000, 2 ** 100, -(2 ** 100)]:
        show('ldexp', x, i)
show('ldexp', 1.0, True)
show('ldexp', 1.0, 2.0)
show('pow', 2, 0.5)
show('pow', -8, 1 / 3)
show('pow', 10, 308)
show('pow', 10, 309)
show('pow', -0.0, -3)
show('pow', -0.0, -2)
show('pow', 1, nan)
show('pow', nan, 0)
for r in [0, 0.5, 1.5, 2.5, -2.5, 1e16 + 1, 7.25]:
    show('remainder', r, 1.0)
    show('remainder', r, 2)
show('sqrt', 2 ** 2000)
show('sqrt', 2 ** 1000)
show('exp', 709.78)
show('exp', 709.79)
show('exp', -746)
show('expm1', -1000)
show('cosh', -710.5)
show('sinh', -710.5)
show('atanh', -1)
show('log1p', -1)
show('log1p', -0.0)
show('acosh', 0.5)
show('exp2', 1024)
show('exp2', -1075)
show('log', 2 ** 1000)
show('log', 10 ** 400)
show('log', 10 ** 400, 10)
show('log', 2 ** 4000, 2)
show('log2', 2 ** 4000)
show('log2', 2 ** 4000 - 1)
show('log10', 10 ** 500)
show('log10', -(10 ** 500))
show('log', 0)
show('log', False)
show('log', True)
show('log', 8, 2)
show('log', 100, 10.0)
show('log', 10, 1)
show('log', 10, 0.5)
show('log', 0.0, 10)
show('log', 10, -1)
show('log', 2.5, 2 ** 2000)
show('isclose', 1.0, 1.0 + 1e-10)
show('isclose', 1.0, 1.0 + 1e-8)
show('isclose', 0.0, 1e-10)
show('isclose', inf, inf)
show('isclose', -inf, inf)
show('isclose', nan, nan)
print(math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(100, 101, rel_tol=0.01))
print(math.isclose(a=1, b=1.0000000001), math.isclose(1, b=2, rel_tol=1.0), math.isclose(5, 6, abs_tol=1))
for x in [1.0, -1.0, 0.0, 5e-324, 1.7976931348623157e308, 1e16]:
    print(x, math.nextafter(x, inf), math.nextafter(x, -inf), math.nextafter(x, 0.0), math.ulp(x))
print(math.degrees(math.pi), math.radians(180), math.degrees(1), math.radians(1))
