# For import_star_bad_all.py: __all__ holds an int.
__all__ = ['a', 3]
a = 1
