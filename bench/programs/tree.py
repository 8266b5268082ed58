class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None
def insert(root, key):
    if root is None:
        return Node(key)
    node = root
    while True:
        if key < node.key:
            if node.left is None:
                node.left = Node(key)
                return root
            node = node.left
        else:
            if node.right is None:
                node.right = Node(key)
                return root
            node = node.right
def height(n):
    if n is None:
        return 0
    return 1 + max(height(n.left), height(n.right))
def inorder(n, out):
    if n is not None:
        inorder(n.left, out)
        out.append(n.key)
        inorder(n.right, out)
root = None
x = 7
for i in range(60000):
    x = (x * 69069 + 1) % 4294967296
    root = insert(root, x % 1000000)
out = []
inorder(root, out)
print(height(root), len(out), out[:3], out[-1])
