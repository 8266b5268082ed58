# ImportError and ModuleNotFoundError messages.
try:
    import no_such_module
except ModuleNotFoundError as e:
    print(type(e).__name__, e, isinstance(e, ImportError))
try:
    from no_such_module import thing
except ImportError as e:
    print(type(e).__name__, e)
try:
    from imported_shapes import no_such_name
except ImportError as e:
    message = str(e)
    print(type(e).__name__, message[:message.rindex(' (')])
try:
    from math import no_such_name
except ImportError as e:
    message = str(e)
    print(type(e).__name__, message[:message.rindex(' (')])
try:
    import imported_broken
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
import sys
print('imported_broken' in sys.modules)
