# A recursive function whose tree was recorded for one type of argument
# calls itself with another: a tree walk's None children, a value that
# turns from int to float on the way down, a string among numbers. The
# call with other types is inlined into the tree's side trace; exits
# inside it (an overflow, a type, an error, the recursion limit) must
# leave every frame as CPython has it.


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


def size(n):
    if n is None:
        return 0
    return size(n.left) + 1 + size(n.right)


def total(n, acc):
    if n is None:
        return acc
    return total(n.right, total(n.left, acc + n.key))


def inorder(n, out):
    if n is not None:
        inorder(n.left, out)
        out.append(n.key)
        inorder(n.right, out)


def leaves_scaled(n, k):
    # k is an int, then a float below a certain depth.
    if n is None:
        return k
    nk = k * 0.5 if n.key % 7 == 0 else k
    return leaves_scaled(n.left, nk) + leaves_scaled(n.right, nk)


def describe(n):
    if n is None:
        return "."
    if n.key % 11 == 0:
        return "(" + describe(n.left) + str(n.key) + describe(n.right) + ")"
    return describe(n.left) + describe(n.right)


root = None
x = 7
for i in range(3000):
    x = (x * 69069 + 1) % 4294967296
    root = insert(root, x % 100000)

for rep in range(30):
    h = height(root)
    s = size(root)
    t = total(root, 0)
print("height", h, "size", s, "total", t)
out = []
inorder(root, out)
print("inorder", len(out), out[:5], out == sorted(out))
print("scaled", leaves_scaled(root, 1))
d = describe(root)
print("describe", len(d), d[:60])

# The accumulator leaves 64 bits deep inside a walk.
big = 2 ** 63 - 50000
print("total big", total(root, big) - big)

# The None child's call does arithmetic of its own, which leaves 64 bits
# inside that inlined call once the accumulator is big.
def grow(n, acc):
    if n is None:
        return acc * 3 + 1
    return grow(n.left, acc) + grow(n.right, acc - 1)


g = 0
for rep in range(20):
    g += grow(root, rep)
print("grow", g)
print("grow big", grow(root, 2 ** 62 - 3) % 1000000007)
print("grow float", grow(root, 0.5))

# A key that cannot be added: the error comes out of the inlined call's
# caller, with the traceback CPython gives.
bad = Node("k")
walker = root
while walker.left is not None:
    walker = walker.left
walker.left = bad
try:
    total(root, 0)
except TypeError as e:
    print("TypeError:", e)
walker.left = None


# A linked list walked recursively, None at its end; deep enough to meet
# the recursion limit on the longest one.
class Cell:
    def __init__(self, v, nxt):
        self.v = v
        self.nxt = nxt


def length(c):
    if c is None:
        return 0
    return 1 + length(c.nxt)


lst = None
for i in range(500):
    lst = Cell(i, lst)
n = 0
for rep in range(40):
    n += length(lst)
print("length", n)
long = None
for i in range(5000):
    long = Cell(i, long)
try:
    length(long)
except RecursionError as e:
    print("RecursionError:", e)
