class Foo:
    def __init__(self, x, y):
        pass
Foo(1)
