class A:
    measure = len
    def __init__(self):
        self.items = [1, 2]
a = A()
print(A.measure("abc"))
try:
    a.measure()
except TypeError as e:
    print(e)
print(a.measure([1]))
