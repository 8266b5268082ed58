# expect: NotImplementedError: OSError() with errno and strerror arguments is not supported by kiln yet
# CPython formats these as "[Errno 2] ..." and picks a subclass from the errno.
print(OSError("plain message"))
raise OSError(2, "No such file or directory")
