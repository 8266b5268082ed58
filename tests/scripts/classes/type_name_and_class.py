class Foo: pass
print(type(Foo()).__name__, type(Foo), type(5).__name__, Foo.__name__)
print(type(Foo()) is Foo, Foo().__class__ is Foo)
