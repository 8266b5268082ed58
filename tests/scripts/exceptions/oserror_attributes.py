# OSError's errno, strerror, filename and filename2: readable on every
# OSError (None when unset), assignable and deletable; str() shows what is set.
e = OSError("message")
print(e.errno, e.strerror, e.filename, e.filename2, str(e), e.args)
e.errno = 5
print(e.errno, str(e), e.args)
e.strerror = "Input/output error"
print(str(e), e.args, repr(e))
e.filename = "disk.img"
print(str(e))
e.filename2 = "copy.img"
print(str(e))
print(e.__dict__)

e = OSError(1, "Operation not permitted")
e.errno = 7
print(str(e), e.args)
e.errno = None
print(str(e))
del e.errno
print(e.errno, str(e))
del e.errno    # deleting an unset one is fine, as in CPython
e = OSError(2, "x", "f")
e.filename = None
print(str(e))
e = OSError(2, "x", "f")
e.args = ()
print(str(e), repr(e), e.errno)
e = OSError(2, "x")
e.args = (5, "y")
print(str(e), repr(e), e.errno)
e = OSError(2, "x")
e.note = "extra"
print(e.__dict__, vars(e), e.note)

try:
    OSError(1, "x").characters_written
except AttributeError as err:
    print("AttributeError:", err)
print(hasattr(OSError(1, "x"), "characters_written"))
try:
    OSError(1, "x").winerror
except AttributeError as err:
    print("AttributeError:", err)

# BaseException's str and __init__ are not OSError's.
print(BaseException.__str__(OSError(2, "x", "f")), OSError.__str__(OSError(2, "x", "f")))
e = OSError("x")
e.__init__(1, "y")          # OSError's own __init__: the call did the work
print(e.args, e.errno)
e = OSError(1, "x")
BaseException.__init__(e, 2, "y")
print(e.args, e.errno, str(e))

for bad in (lambda: OSError(1, "x", filename="f"), lambda: OSError.__init__(5),
            lambda: OSError.__init__(ValueError()), lambda: OSError.__str__(ValueError("a"))):
    try:
        bad()
    except TypeError as err:
        print("TypeError:", err)
