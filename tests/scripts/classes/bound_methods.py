class Greeter:
    def __init__(self, name): self.name = name
    def greet(self, greeting="hi"): return greeting + " " + self.name
g = Greeter("ann")
m = g.greet
print(m(), m("hello"), Greeter.greet(g, "yo"))
fs = [Greeter("a").greet, Greeter("b").greet]
print(fs[0](), fs[1]())
print(m.__self__ is g, m.__func__ is Greeter.greet)
