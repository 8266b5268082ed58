# expect: NotImplementedError: subclassing the builtin type 'type' is not supported by kiln yet
class Meta(type):
    pass
