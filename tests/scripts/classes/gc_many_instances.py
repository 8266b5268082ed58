class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
total = 0
for i in range(20000):
    root = Node(i)
    for j in range(5):
        root.children.append(Node(j))
    root.children[0].children.append(root)
    total += len(root.children) + root.children[4].v
print(total)
class Err(Exception):
    pass
count = 0
for i in range(20000):
    try:
        raise Err(i)
    except Err as e:
        count += e.args[0] % 7
print(count)
