# import * in a class body is a SyntaxError too.
class A:
    from math import *
