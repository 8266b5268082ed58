import random
random.seed(3)
class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
        self.history = []
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError("bad amount")
        self.balance += amt
        self.history.append(("d", amt))
    def withdraw(self, amt):
        if amt > self.balance:
            return False
        self.balance -= amt
        self.history.append(("w", amt))
        return True
accts = [Account("o%d" % i, 100) for i in range(100)]
fails = 0
for step in range(100000):
    a = accts[random.randrange(100)]
    amt = random.randint(1, 50)
    if random.random() < 0.5:
        a.deposit(amt)
    elif not a.withdraw(amt):
        fails += 1
print(fails, sum(a.balance for a in accts), max(len(a.history) for a in accts))
