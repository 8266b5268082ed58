# import * is only allowed at module level (a SyntaxError before anything runs).
print('never printed')


def f():
    from math import *
    return pi
