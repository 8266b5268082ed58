# A helper module the rules import (not a rule itself: no rule_ prefix).


def reflect(v, damping):
    return -v * damping
