class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)))
for x in Countdown(2):
    print("x", x)
print(sum(Countdown(4)), sorted(Countdown(3)), tuple(Countdown(2)), max(Countdown(5)))
print(3 in Countdown(5), 9 in Countdown(5))
it = iter(Countdown(2))
print(next(it), next(it), next(it, "end"))
a, b = Countdown(2)
print(a, b)
print(dict(zip(Countdown(3), "abc")), list(enumerate(Countdown(2))))
