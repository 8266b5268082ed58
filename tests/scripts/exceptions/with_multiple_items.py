class M:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *args):
        print("exit", self.n, args[0])
with M(1) as a, M(2) as b:
    print("body", a, b)
try:
    with M(3) as c, M(4) as d:
        raise IndexError("oops")
except IndexError:
    print("caught after both exits")
