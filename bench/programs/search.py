# A binary search tree searched in a while loop: `node` is None where the
# loop ends.
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
    while node is not None:
        if key == node.key:
            return True
        node = node.left if key < node.key else node.right
    return False
x = 12345
root = Node(50000)
for i in range(20000):
    x = (x * 1103515245 + 12345) % 2147483648
    insert(root, x % 100000)
hits = 0
for i in range(100000):
    x = (x * 1103515245 + 12345) % 2147483648
    if contains(root, x % 100000):
        hits += 1
print(hits)
