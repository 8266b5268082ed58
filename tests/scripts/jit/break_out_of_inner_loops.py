# Inner loops that end by `break` (a for loop's: the iterator popped, then a
# jump past the loop), called from hot outer loops: the exit at the break
# ends the loop as running out would, and the outer loop's code goes on.
def first_at_least(xs, t):
    i = 0
    for x in xs:
        if x >= t:
            break
        i += 1
    return i


def find_pair(xs, total):
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == total:
                break
        else:
            continue
        return i, j
    return None


def scan(rows, limit):
    found = []
    for row in rows:
        s = 0
        for v in row:
            s += v
            if s > limit:
                found.append(v)
                break
        else:
            found.append(-s)
    return found


def last_below(xs, t):
    k = -1
    for i, x in enumerate(xs):
        if x >= t:
            break
        k = i
    return k


xs = list(range(0, 300, 3))
tot = 0
for r in range(20000):
    tot += first_at_least(xs, r % 350) + last_below(xs, (r * 7) % 320)
print(tot)
ys = [(i * 37) % 101 for i in range(60)]
hits = [find_pair(ys, t) for t in range(0, 400, 3)]
print(sum(1 for h in hits if h), hits[:6])
rows = [[(i * j) % 17 - 3 for j in range(40)] for i in range(300)]
for r in range(20):
    out = scan(rows, 50 + r)
print(sum(out), out[:8])
# The value the loop leaves behind, with another type where it breaks.
acc = 0.0
for r in range(5000):
    for x in xs:
        if x > r % 200:
            acc += x / 3
            break
        acc += 1
print(acc)


# Walks that end when their variable turns None (the loop's test sees a
# value of another type than its code has): a binary tree's search and a
# linked list's, called from hot loops.
class Node:
    def __init__(self, key, nxt=None):
        self.key = key
        self.left = None
        self.right = None
        self.nxt = nxt


def insert(root, key):
    node = root
    while True:
        if key < node.key:
            if node.left is None:
                node.left = Node(key)
                return
            node = node.left
        else:
            if node.right is None:
                node.right = Node(key)
                return
            node = node.right


def contains(root, key):
    node = root
    while node is not None:
        if key == node.key:
            return True
        node = node.left if key < node.key else node.right
    return False


def length(head):
    n = 0
    while head:
        n += 1
        head = head.nxt
    return n


x = 12345
root = Node(500)
for i in range(600):
    x = (x * 1103515245 + 12345) % 2147483648
    insert(root, x % 1000)
hits = 0
for i in range(6000):
    x = (x * 1103515245 + 12345) % 2147483648
    if contains(root, x % 1000):
        hits += 1
print(hits)
head = None
total = 0
for i in range(400):
    head = Node(i, head)
    total += length(head) if i % 3 else length(head.nxt)
print(total)
