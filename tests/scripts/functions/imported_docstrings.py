x = 1
"""Not the docstring: the module does not start with it."""


def helper():
    'single-quoted docstring'
