# Searches that end by `break`, `return` from inside the loop, or a walk
# whose variable turns None, called from hot loops.
def first_at_least(xs, t):
    i = 0
    for x in xs:
        if x >= t:
            break
        i += 1
    return i


def find(rows, key):
    for row in rows:
        for v in row:
            if v == key:
                return row[0]
    return -1


class Cell:
    def __init__(self, v, nxt):
        self.v = v
        self.nxt = nxt


def count_below(head, t):
    n = 0
    while head is not None:
        if head.v >= t:
            break
        n += 1
        head = head.nxt
    return n


xs = list(range(0, 600, 3))
tot = 0
for r in range(60000):
    tot += first_at_least(xs, r % 650)
print(tot)
rows = [[(i * 31 + j * 7) % 997 for j in range(12)] for i in range(40)]
print(sum(find(rows, k) for k in range(0, 997, 2)))
head = None
for i in range(300, 0, -1):
    head = Cell(i, head)
print(sum(count_below(head, r % 320) for r in range(20000)))
