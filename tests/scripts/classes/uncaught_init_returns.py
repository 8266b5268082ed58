class Foo:
    def __init__(self):
        return 1
Foo()
