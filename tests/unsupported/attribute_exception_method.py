# expect: NotImplementedError: BaseException.add_note is not supported by kiln yet
class Oops(ValueError):
    pass


e = Oops("x")
e.add_note("more")
