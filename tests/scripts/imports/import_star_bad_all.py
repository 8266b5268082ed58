# __all__ with an item that is not a str, or a name the module lacks.
try:
    from imported_bad_all import *
except TypeError as e:
    print('TypeError', e)
try:
    from imported_missing_all import *
except AttributeError as e:
    print('AttributeError', e)
print(present)
