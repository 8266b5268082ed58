# bench: objects
# Binary search tree of class instances: an iterative insert (a while loop
# down the tree), then recursive walks: height, size, an in-order walk into
# a list and a sum with an accumulator.


class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


def insert(root, key):
    node = Node(key)
    if root is None:
        return node
    cur = root
    while True:
        if key < cur.key:
            if cur.left is None:
                cur.left = node
                return root
            cur = cur.left
        else:
            if cur.right is None:
                cur.right = node
                return root
            cur = cur.right


def height(n):
    if n is None:
        return 0
    return 1 + max(height(n.left), height(n.right))


def size(n):
    if n is None:
        return 0
    return 1 + size(n.left) + size(n.right)


def inorder(n, keys):
    if n is not None:
        inorder(n.left, keys)
        keys.append(n.key)
        inorder(n.right, keys)


def key_sum(n, acc):
    if n is None:
        return acc
    acc = key_sum(n.left, acc + n.key)
    return key_sum(n.right, acc)


def build(n, seed):
    root = None
    x = seed
    i = 0
    while i < n:
        x = (x * 1664525 + 1013904223) % 2147483648
        root = insert(root, x % 1000000)
        i += 1
    return root


def one_pass(n, seed):
    root = build(n, seed)
    keys = []
    inorder(root, keys)
    ordered = 0
    mixed = 0
    prev = -1
    for k in keys:
        if prev <= k:
            ordered += 1
        mixed = (mixed * 31 + k) % 1000000007
        prev = k
    return height(root) * 1000003 + size(root) * 1009 + ordered + mixed + key_sum(root, 0)


def main():
    n = 10000
    passes = 45
    rounds = 1  # bench:rounds
    total = 0
    r = 0
    while r < rounds:
        p = 0
        while p < passes:
            total = (total + one_pass(n, p) + p) % 1000000007
            p += 1
        r += 1
    print("tree", n, passes, rounds, total)


main()
