"""The module's docstring: __doc__ at the top level."""

print(__doc__)
print(__debug__)


def documented(x):
    """Return x doubled.

    Indented lines stay as written (CPython 3.11 does not dedent)."""
    return 2 * x


def plain():
    return "no doc"


def late():
    x = 1
    "a string after the first statement is not a docstring"
    return x


class K:
    def method(self):
        "A method's docstring."
        return 1


print(repr(documented.__doc__), documented(4))
print(plain.__doc__, late.__doc__, (lambda: "body").__doc__)
print(K.method.__doc__, K().method.__doc__)
print(K().method.__name__, K().method.__qualname__, K().method.__module__)
try:
    K().method.missing
except AttributeError as e:
    print("AttributeError:", e)
import imported_docstrings

print(imported_docstrings.__doc__, imported_docstrings.helper.__doc__)
