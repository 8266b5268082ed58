# A binary search tree's search loop: `node` is an instance in every
# iteration the code has, and None where the loop ends. Entries with None
# find no code, and recording them ends with the loop at once: they back
# off on their own, and the loop's back-edges keep entering its code.
class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


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
    steps = 0
    while node is not None:
        steps += 1
        if key == node.key:
            return steps
        node = node.left if key < node.key else node.right
    return -steps


x = 12345
root = Node(50000)
for i in range(5000):
    x = (x * 1103515245 + 12345) % 2147483648
    insert(root, x % 100000)
hits = 0
total = 0
for i in range(40000):
    x = (x * 1103515245 + 12345) % 2147483648
    s = contains(root, x % 100000)
    if s > 0:
        hits += 1
    total += s
print(hits, total)
