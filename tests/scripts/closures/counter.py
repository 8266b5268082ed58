def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c1 = make_counter()
c2 = make_counter(100)
print(c1(), c1(), c1(5), c2(), c1())
def make_account():
    balance = 0
    def deposit(x):
        nonlocal balance
        balance += x
        return balance
    def withdraw(x):
        nonlocal balance
        balance -= x
        return balance
    def get():
        return balance
    return deposit, withdraw, get
dep, wd, get = make_account()
dep(100)
wd(30)
dep(5)
print(get())
