# A loop in a function called once per item (insert into a search tree,
# find a key's depth) runs a few iterations per call and leaves by a
# return. Before its first compile the JIT watches the loop's next calls
# too, so both directions of each branch are in that compile; the answers
# stay python3's whichever way each call goes.
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
                return 1
            node = node.left
        elif key > node.key:
            if node.right is None:
                node.right = Node(key)
                return 1
            node = node.right
        else:
            return 0


def depth_of(root, key):
    d = 0
    node = root
    while node is not None:
        if key == node.key:
            return d
        node = node.left if key < node.key else node.right
        d += 1
    return -1


root = Node(5000)
x = 12345
added = 0
for i in range(4000):
    x = (x * 1103515245 + 12345) % 2147483648
    added += insert(root, x % 10000)
total = 0
missing = 0
for k in range(0, 10000, 3):
    d = depth_of(root, k)
    if d < 0:
        missing += 1
    else:
        total += d
print(added, total, missing)
# Keys of another type part way: the float keys compare with the ints.
for k in (2.5, 7777.25, 10.0):
    insert(root, k)
print(depth_of(root, 2.5), depth_of(root, 10.0), depth_of(root, 7777.25))
