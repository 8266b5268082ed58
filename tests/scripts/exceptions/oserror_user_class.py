# Classes of the script derived from OSError: without __init__ the call
# takes errno and strerror apart; with one, OSError.__init__ (through super())
# does, and a call that never reaches it leaves args empty.


class StorageError(OSError):
    pass


e = StorageError(28, "No space left on device", "/var/log")
print(type(e).__name__, e.args, str(e), repr(e), e.errno, e.strerror, e.filename)
print(type(StorageError(32, "x")).__name__)    # its own class, not BrokenPipeError


class Quiet(OSError):
    def __init__(self, what):
        pass


q = Quiet("x")
print(repr(q.args), repr(str(q)), q.errno)


class Forward(OSError):
    def __init__(self, *args):
        super().__init__(*args)


f = Forward(32, "Broken pipe")
print(type(f).__name__, f.args, str(f), f.errno)
f = Forward()
print(f.args, repr(str(f)), f.errno)


class Fixed(OSError):
    def __init__(self, path):
        super().__init__(2, "No such file or directory", path)
        self.errno = 99


x = Fixed("conf.ini")
print(x.args, str(x), x.errno, x.filename, x.__dict__)


class Shadow(OSError):
    errno = 7


s = Shadow(1, "x")
print(s.errno, str(s))
s.errno = 8
print(s.errno, str(s), s.__dict__)


class Described(OSError):
    def __str__(self):
        return "Described: " + super().__str__()


print(Described(2, "x", "f"))


class Pipe(BrokenPipeError):
    pass


print(str(Pipe(32, "x")), repr(Pipe(32, "x")))
for make in (lambda: StorageError(1, "x", filename="f"), lambda: Forward(1, "x", filename="q")):
    try:
        make()
    except TypeError as err:
        print("TypeError:", err)
try:
    raise StorageError(28, "No space left on device")
except OSError as err:
    print("caught", type(err).__name__, err)
