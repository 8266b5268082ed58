class A:
    __count = 0
    def __init__(self):
        self.__x = "A's"
        A.__count += 1
    def a_view(self):
        return self.__x
    def __secret(self):
        return "secret"
    def call_secret(self):
        return self.__secret()
class B(A):
    def __init__(self):
        super().__init__()
        self.__x = "B's"
    def b_view(self):
        return self.__x
b = B()
print(b.a_view(), b.b_view(), sorted(b.__dict__), b.call_secret(), b._A__x, A._A__count)
try:
    A.__count
except AttributeError as e:
    print(e)
class __Under:
    def get(self):
        self.__y = 1
        return sorted(self.__dict__)
print(__Under().get())
