# expect: NotImplementedError: 'from __future__ import' is not supported by kiln yet
# Postponed evaluation would change what every annotation below evaluates
# to (strings, never evaluated): refused before anything runs.
from __future__ import annotations


def f(x: int) -> None:
    pass


print(f.__annotations__)
