# Methods called the ways that are not `obj.m(x)`: through a decorator
# passing `self, *args, **kw` on, with keywords (which have no LOAD_METHOD
# form: the bound method is made and called), kept in a variable, and
# functions called as `f(a, *rest)`.
def counted(f):
    def wrapper(self, *args, **kw):
        self.calls += 1
        return f(self, *args, **kw)

    return wrapper


class Account:
    def __init__(self, rate):
        self.balance = 0
        self.calls = 0
        self.rate = rate

    @counted
    def deposit(self, amount, fee=0):
        self.balance += amount - fee
        return self.balance

    def interest(self, years=1):
        return self.balance * self.rate * years


def spread(first, *rest):
    return first + len(rest)


acc = Account(0.01)
other = Account(0.02)
total = 0.0
pay = other.deposit
for i in range(100000):
    acc.deposit(i % 100)
    acc.deposit(i % 50, fee=1)
    pay(3, fee=i % 2)
    total += acc.interest(years=2) + spread(i, *(1, 2)) + spread(i, *[i])
print(acc.balance, acc.calls, other.balance, other.calls, round(total, 2))
