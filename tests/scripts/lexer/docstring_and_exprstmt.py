"""A module docstring is just an expression statement."""


def documented(x):
    """Return x doubled.

    The docstring does not change behaviour.
    """
    return x * 2


print(documented(21))
"a bare string statement"
42
None
documented(1)
print("done")
