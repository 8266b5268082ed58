class Foo: pass
print(Foo() + 1)
