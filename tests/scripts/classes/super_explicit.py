class Base:
    def greet(self):
        return "base"
class Child(Base):
    def greet(self):
        return "child/" + super(Child, self).greet()
print(Child().greet())
