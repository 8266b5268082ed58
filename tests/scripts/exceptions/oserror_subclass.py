# OSError(errno, ...) makes the subclass CPython's errno table names.
errnos = {
    "EPERM": 1, "ENOENT": 2, "ESRCH": 3, "EINTR": 4, "ECHILD": 10, "EAGAIN": 11, "EACCES": 13,
    "EEXIST": 17, "ENOTDIR": 20, "EISDIR": 21, "EPIPE": 32, "ECONNABORTED": 103, "ECONNRESET": 104,
    "ESHUTDOWN": 108, "ETIMEDOUT": 110, "ECONNREFUSED": 111, "EALREADY": 114, "EINPROGRESS": 115,
    "EIO": 5, "ENOSPC": 28, "EBADF": 9,
}
for name, n in errnos.items():
    e = OSError(n, name + " happened")
    print(name, n, type(e).__name__, isinstance(e, OSError), e)

for cls in (BrokenPipeError, ConnectionAbortedError, ConnectionRefusedError, ConnectionResetError):
    print(cls.__name__, issubclass(cls, ConnectionError), issubclass(cls, OSError))

# Raised and caught by the subclass, by OSError, or not at all.
try:
    raise OSError(32, "Broken pipe")
except BrokenPipeError as e:
    print("BrokenPipeError:", e, e.errno, e.strerror, e.args)
try:
    raise OSError(2, "No such file or directory", "missing.txt")
except FileNotFoundError as e:
    print("FileNotFoundError:", e, repr(e.filename))
try:
    raise PermissionError(13, "Permission denied", "/root/x")
except OSError as e:
    print(type(e).__name__, e.errno, e)
try:
    try:
        raise OSError(104, "Connection reset by peer")
    except ConnectionError as e:
        print("ConnectionError:", type(e).__name__, e)
        raise RuntimeError("while handling") from e
except RuntimeError as e:
    print(repr(e), repr(e.__cause__))
raise OSError(2, "No such file or directory", "missing.txt")
