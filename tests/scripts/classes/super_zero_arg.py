class A:
    def __init__(self):
        self.log = ["A"]
    def hello(self):
        return "A.hello"
class B(A):
    def __init__(self):
        super().__init__()
        self.log.append("B")
    def hello(self):
        return "B+" + super().hello()
class C(B):
    def hello(self):
        return "C+" + super().hello()
c = C()
print(c.log, c.hello())
