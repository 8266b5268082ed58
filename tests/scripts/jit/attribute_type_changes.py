# An attribute whose type changes while the loop reading it is hot.
class P:
    def __init__(self):
        self.x = 0
        self.y = 1

p = P()
for i in range(6000):
    p.x = p.x + p.y
    if i == 2500:
        p.y = 0.5
    if i == 4000:
        p.y = 2
print(p.x, p.y)

class Q:
    pass
q = Q()
q.v = 1
acc = []
for i in range(4000):
    q.v = q.v + 1
    if i == 3000:
        q.v = "s"
        break
print(q.v, i)
