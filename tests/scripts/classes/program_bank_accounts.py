class BankError(Exception):
    pass
class InsufficientFunds(BankError):
    def __init__(self, account, amount):
        super().__init__("insufficient funds in " + account.owner + ": need " + str(amount) + ", have " + str(account.balance))
        self.shortfall = amount - account.balance
class AccountFrozen(BankError):
    pass
class Account:
    next_id = 1
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        self.frozen = False
        self.history = []
        self.id = Account.next_id
        Account.next_id += 1
    @property
    def balance(self):
        return self._balance
    def _check(self):
        if self.frozen:
            raise AccountFrozen("account " + str(self.id) + " is frozen")
    def deposit(self, amount):
        self._check()
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
    def withdraw(self, amount):
        self._check()
        if amount > self.limit():
            raise InsufficientFunds(self, amount)
        self._balance -= amount
        self.history.append(("withdraw", amount))
    def limit(self):
        return self._balance
    def __repr__(self):
        return type(self).__name__ + "(" + repr(self.owner) + ", " + str(self._balance) + ")"
class Checking(Account):
    def __init__(self, owner, balance=0, overdraft=100):
        super().__init__(owner, balance)
        self.overdraft = overdraft
    def limit(self):
        return self._balance + self.overdraft
class Savings(Account):
    rate = 0.02
    def add_interest(self):
        interest = round(self._balance * self.rate, 2)
        self.deposit(interest)
        return interest
class Bank:
    def __init__(self):
        self.accounts = {}
    def open(self, kind, *args):
        acct = kind(*args)
        self.accounts[acct.id] = acct
        return acct
    def transfer(self, src, dst, amount):
        try:
            self.accounts[src].withdraw(amount)
        except KeyError:
            raise BankError("no account " + str(src)) from None
        try:
            self.accounts[dst].deposit(amount)
        except BankError:
            self.accounts[src].deposit(amount)
            raise
    def __iter__(self):
        return iter(sorted(self.accounts.values(), key=lambda a: a.owner))
bank = Bank()
alice = bank.open(Checking, "alice", 50)
bob = bank.open(Savings, "bob", 1000)
carol = bank.open(Account, "carol")
operations = [
    (1, 2, 120), (1, 2, 100), (2, 3, 500), (9, 1, 5), (3, 1, 0),
]
for src, dst, amount in operations:
    try:
        bank.transfer(src, dst, amount)
        print("ok", src, "->", dst, amount)
    except InsufficientFunds as e:
        print("refused:", e, "| short by", e.shortfall)
    except BankError as e:
        print("bank error:", e)
    except ValueError as e:
        print("value error:", e)
carol.frozen = True
try:
    bank.transfer(2, 3, 10)
except AccountFrozen as e:
    print("frozen:", e, "| bob still has", bob.balance)
print("interest", bob.add_interest())
for acct in bank:
    print(acct, acct.history)
try:
    alice.balance = 5
except AttributeError as e:
    print(e)
