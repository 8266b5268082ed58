class Account:
    def __init__(self):
        self._balance = 0
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, value):
        if value < 0:
            raise ValueError("negative balance")
        self._balance = value
    @balance.deleter
    def balance(self):
        print("deleting")
        self._balance = 0
a = Account()
a.balance = 50
print(a.balance)
try:
    a.balance = -1
except ValueError as e:
    print(e)
del a.balance
print(a.balance)
class ReadOnly:
    @property
    def x(self): return 1
r = ReadOnly()
try:
    r.x = 2
except AttributeError as e:
    print(e)
try:
    del r.x
except AttributeError as e:
    print(e)
def getx(self): return "classic"
class Classic:
    x = property(getx)
print(Classic().x)
