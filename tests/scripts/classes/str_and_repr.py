class Money:
    def __init__(self, cents):
        self.cents = cents
    def __repr__(self):
        return "Money(" + str(self.cents) + ")"
    def __str__(self):
        return "$" + str(self.cents // 100) + "." + str(self.cents % 100).zfill(2)
m = Money(1234)
print(m)
print(repr(m), str(m), [m], (m,), {"k": m})
class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"
print(OnlyRepr(), str(OnlyRepr()))
