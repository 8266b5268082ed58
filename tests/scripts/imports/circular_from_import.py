# from-import of a name a half-made module does not have yet.
try:
    import imported_partial_x
except ImportError as e:
    message = str(e)
    print(type(e).__name__, message[:message.rindex(' (')])
    print(message.endswith('imported_partial_x.py)'))
import sys
print('imported_partial_x' in sys.modules, 'imported_partial_y' in sys.modules)
