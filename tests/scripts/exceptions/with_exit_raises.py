class Bad:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        raise RuntimeError("exit failed")
try:
    with Bad():
        raise ValueError("body")
except RuntimeError as e:
    print(e, "context:", repr(e.__context__))
