# expect: NotImplementedError: type.__subclasses__ is not supported by kiln yet
class Base:
    pass


class Derived(Base):
    pass


print(Base.__subclasses__())
