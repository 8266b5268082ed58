class Range2:
    def __init__(self, n): self.n = n
    def __iter__(self): return Range2Iter(self.n)
class Range2Iter:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i * 2
r = Range2(3)
print(list(r), list(r), sum(r))
class BadIter:
    def __iter__(self): return 5
try:
    iter(BadIter())
except TypeError as e:
    print(e)
try:
    for x in object():
        pass
except TypeError as e:
    print(e)
