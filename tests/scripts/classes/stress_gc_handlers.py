class Resource:
    live = 0
    def __init__(self, n):
        self.n = n
        self.payload = [n] * 10
        Resource.live += 1
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        Resource.live -= 1
        return t is ValueError
def work(i):
    with Resource(i) as r:
        data = [r.n] * 50
        if i % 5 == 0:
            raise ValueError(i)
        if i % 7 == 0:
            raise KeyError(i)
        return sum(data)
total = 0
errors = 0
for i in range(30000):
    try:
        try:
            total += work(i) or 0
        finally:
            junk = [i] * 20
    except KeyError as e:
        try:
            raise TypeError("wrapped") from e
        except TypeError as t:
            errors += t.__cause__.args[0] % 3
print(total, errors, Resource.live)
