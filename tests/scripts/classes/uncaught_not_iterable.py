class Foo:
    pass
for x in Foo():
    print(x)
