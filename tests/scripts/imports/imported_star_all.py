# A module with __all__, for import_star.py (run alone, it prints nothing).
__all__ = ['listed', '_private_but_listed']
listed = 'listed'
_private_but_listed = 'private but listed'
not_listed = 'not listed'
