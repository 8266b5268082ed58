def counter_gen(step):
    total = 0
    def bump():
        nonlocal total
        total += step
        return total
    while total < 10:
        yield bump()
print(list(counter_gen(3)))
class Tree:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
t = Tree(1, [Tree(2, [Tree(3)]), Tree(4)])
print(list(t))
print([v * 10 for v in t])
