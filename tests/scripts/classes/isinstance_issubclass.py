class Animal: pass
class Dog(Animal): pass
class Cat(Animal): pass
d = Dog()
print(isinstance(d, Dog), isinstance(d, Animal), isinstance(d, Cat), isinstance(d, object))
print(isinstance(d, (Cat, Dog)), issubclass(Dog, Animal), issubclass(Animal, Dog), issubclass(Dog, (Cat, Animal)))
print(type(d) is Dog, type(d) == Animal, type(d).__name__, d.__class__.__name__)
print(issubclass(Dog, object), isinstance(Dog, type))
