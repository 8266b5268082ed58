# OSError(errno, strerror[, filename[, winerror[, filename2]]]): args, str,
# repr and the errno, strerror, filename and filename2 attributes, as CPython.


def show(e):
    print(type(e).__name__, e.args, repr(str(e)), repr(e))
    print("  ", e.errno, repr(e.strerror), repr(e.filename), repr(e.filename2))


show(OSError(32, "Broken pipe"))
show(OSError(2, "No such file or directory", "data.txt"))
show(OSError(2, "No such file or directory", "data.txt", None))
show(OSError(18, "Invalid cross-device link", "a.txt", None, "b.txt"))
show(OSError(18, "Invalid cross-device link", "a.txt", 5, "b.txt"))   # winerror: ignored off Windows
show(OSError(2, "x", None, None, "b.txt"))    # no filename: args stay, filename2 is not set
show(OSError(2, "x", None))
show(OSError(2, "x", 3))                       # any filename, shown with repr()
show(OSError("not a number", "text"))
show(OSError(1.5, "text", "f"))
show(OSError(999, "no subclass for this errno"))
show(OSError(None, None))
show(OSError(-1, "negative"))
show(OSError(10 ** 30, "big"))

# Fewer than two or more than five arguments: an OSError like any exception,
# its four attributes None.
for n in range(7):
    show(OSError(*range(n)))
show(OSError("plain message"))
print(hasattr(OSError(2, "x", "f", 5, "g"), "winerror"))
print(OSError(2, "x").__dict__)

# Classes of their own are kept; only OSError itself picks a subclass.
show(FileNotFoundError(32, "not the class for 32"))
show(BrokenPipeError(32, "Broken pipe"))
show(TimeoutError(110, "Connection timed out"))
show(BlockingIOError(11, "Resource temporarily unavailable", "f"))
show(IOError(2, "via IOError"))
show(EnvironmentError(32, "via EnvironmentError"))
show(OSError(True, "a bool is an int"))
print(IOError is OSError, EnvironmentError is OSError, issubclass(TimeoutError, OSError))
