# Recursive walks over a tree whose leaves are None: half of the calls are
# leaf calls (`if n is None: return 0`). The JIT does not compile a first
# trace that recorded a leaf call, and watches the function's next calls
# (after each of their recursive calls too) before its first compile; the
# answers stay python3's, including when a walk meets values of another type.
class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


def insert(root, key):
    if root is None:
        return Node(key)
    if key < root.key:
        root.left = insert(root.left, key)
    else:
        root.right = insert(root.right, key)
    return root


def height(n):
    if n is None:
        return 0
    return 1 + max(height(n.left), height(n.right))


def size(n):
    if n is None:
        return 0
    return size(n.left) + 1 + size(n.right)


def total(n):
    if n is not None:
        return total(n.left) + n.key + total(n.right)
    return 0


def leaves(n, out):
    if n is None:
        return
    if n.left is None and n.right is None:
        out.append(n.key)
    leaves(n.left, out)
    leaves(n.right, out)


root = None
x = 99
for i in range(3000):
    x = (x * 1103515245 + 12345) % 2147483648
    root = insert(root, x % 100000)
out = []
leaves(root, out)
print(height(root), size(root), total(root), len(out), out[:5])
# A float key part way down, then a big int: the sums change type.
insert(root, 50000.5)
insert(root, 2**70)
print(height(root), size(root), total(root))
