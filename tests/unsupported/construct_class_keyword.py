# expect: NotImplementedError: class keyword argument 'metaclass' is not supported by kiln yet
class A(metaclass=type):
    pass
