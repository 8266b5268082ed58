# Every function and constant of CPython 3.11's math module exists in kiln.
import math

NAMES = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atan2', 'atanh', 'cbrt', 'ceil', 'comb',
         'copysign', 'cos', 'cosh', 'degrees', 'dist', 'e', 'erf', 'erfc', 'exp', 'exp2', 'expm1',
         'fabs', 'factorial', 'floor', 'fmod', 'frexp', 'fsum', 'gamma', 'gcd', 'hypot', 'inf',
         'isclose', 'isfinite', 'isinf', 'isnan', 'isqrt', 'lcm', 'ldexp', 'lgamma', 'log', 'log10',
         'log1p', 'log2', 'modf', 'nan', 'nextafter', 'perm', 'pi', 'pow', 'prod', 'radians',
         'remainder', 'sin', 'sinh', 'sqrt', 'tan', 'tanh', 'tau', 'trunc', 'ulp']
print(len(NAMES))
print([n for n in NAMES if hasattr(math, n)])
print([n for n in NAMES if not hasattr(math, n)])
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(type(math.pi).__name__, math.__name__)
print(math.sqrt.__name__, callable(math.fsum))
