# expect: NotImplementedError: functools.singledispatch is not supported by kiln yet
# functools has no singledispatch in kiln: refused, not an AttributeError.
import functools

@functools.singledispatch
def show(x):
    return x
