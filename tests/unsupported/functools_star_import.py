# expect: NotImplementedError: functools.partialmethod is not supported by kiln yet
# A star import binds every name of __all__: kiln lacks partialmethod.
from functools import *
