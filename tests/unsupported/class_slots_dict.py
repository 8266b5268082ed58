# expect: NotImplementedError: the __dict__ of class 'Vec', whose __slots__ have member descriptors, is not supported by kiln yet
class Vec:
    __slots__ = ("x", "y")


class Plain:
    __slots__ = ("__weakref__",)


print(list(Plain.__dict__))
print("x" in Vec.__dict__)
