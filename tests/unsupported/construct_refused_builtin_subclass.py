# expect: NotImplementedError: subclassing the builtin type 'list' is not supported by kiln yet
class MyList(list):
    pass
