class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
a = Counter()
b = Counter()
print(a.id, b.id, Counter.count, a.count)
a.count = 100
print(a.count, b.count, Counter.count)
