# For import_star_bad_all.py: __all__ names something missing.
__all__ = ['present', 'absent']
present = 'present'
