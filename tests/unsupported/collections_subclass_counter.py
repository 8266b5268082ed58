# expect: NotImplementedError: subclassing the builtin type 'Counter' is not supported by kiln yet
from collections import Counter


class MyCounter(Counter):
    pass
