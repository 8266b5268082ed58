# expect: NotImplementedError: the module 'subprocess' (in CPython's standard library) is not supported by kiln yet
# A module CPython has and kiln lacks is refused: `except ImportError` must
# not see it as missing and go on to a fallback CPython never takes.
try:
    import subprocess
except ImportError:
    print("no subprocess")
print('imported')
