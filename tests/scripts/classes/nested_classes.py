class Outer:
    class Inner:
        def hello(self):
            return "inner hello"
    def make(self):
        return Outer.Inner()
print(Outer().make().hello(), Outer.Inner.__qualname__, Outer.Inner)
