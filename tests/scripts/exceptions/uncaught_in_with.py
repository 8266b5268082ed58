class M:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        print("exit sees", t.__name__)
with M():
    raise ValueError("escapes")
