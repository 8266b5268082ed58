# from m import *: __all__ when the module has one (private names too),
# else every name not starting with '_'; built-in modules as well.
from imported_star_all import *
from imported_star_plain import *
from math import *

print(listed, _private_but_listed, pi, sqrt(16.0), floor(2.5))
print(plain_value, plain_function(3))
try:
    print(not_listed)
except NameError as e:
    print('NameError', e)
try:
    print(_hidden)
except NameError as e:
    print('NameError', e)
print(PUBLIC_CONST)
import imported_star_plain
print(imported_star_plain._hidden)
