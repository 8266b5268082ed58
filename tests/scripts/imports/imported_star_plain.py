# A module without __all__, for import_star.py (run alone, it prints nothing).
plain_value = 42
PUBLIC_CONST = 'const'
_hidden = 'hidden'


def plain_function(x):
    return x * 2
