# Instances whose attributes outgrow the room their class's last instance
# needed (a few attributes live in the dict's own heap cell, more move to
# storage of their own), with deletions, vars() and __dict__ writes, and
# enough of them for collections to run meanwhile.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def grow(p, n):
    i = 0
    while i < n:
        setattr(p, "a" + str(i), i * i)
        i += 1


ps = []
for i in range(3000):
    p = P(i, -i)
    if i % 3 == 0:
        grow(p, i % 11)
    if i % 5 == 0:
        del p.x
        p.x = i * 2
    if i % 7 == 0:
        vars(p)["z"] = i
    ps.append(p)

total = 0
for p in ps:
    d = p.__dict__
    total += len(d)
    for k in d:
        v = d[k]
        total += v if k != "y" else -v
print(total)
print(sorted(vars(ps[33]).items()))
print(list(ps[35].__dict__), list(ps[21].__dict__))

# The class's hint follows its last instance: a big one, then small ones.
class Q:
    def __init__(self, n):
        i = 0
        while i < n:
            setattr(self, "f" + str(i), i)
            i += 1


sizes = [1, 9, 2, 0, 4, 5, 3, 1, 12, 1, 1]
qs = []
for r in range(400):
    for n in sizes:
        qs.append(Q(n))
print(sum(len(q.__dict__) for q in qs), sum(sum(vars(q).values()) for q in qs))
q = qs[-1]
q.__dict__.clear()
q.a = 1
q.b = 2
q.c = 3
q.d = 4
q.e = 5
print(vars(q))
del q.a, q.e
print(vars(q), hasattr(q, "a"))
