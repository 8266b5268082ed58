class Adder:
    def __init__(self, n): self.n = n
    def __call__(self, x, scale=1): return (x + self.n) * scale
add5 = Adder(5)
print(add5(1), add5(1, scale=10), callable(add5), callable(Adder), callable(object()))
print(sorted([3, 1, 2], key=add5))
try:
    object()()
except TypeError as e:
    print(e)
