class Doc:
    """This is the doc."""
    def f(self): pass
class NoDoc:
    pass
print(Doc.__doc__, NoDoc.__doc__)
