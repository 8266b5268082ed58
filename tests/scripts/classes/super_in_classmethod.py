class A:
    @classmethod
    def create(cls):
        return "A.create for " + cls.__name__
class B(A):
    @classmethod
    def create(cls):
        return "B+" + super().create()
print(B.create())
