class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt
    def length(self):
        return 1 + (self.nxt.length() if self.nxt else 0)
n = None
for i in range(50):
    n = Node(i, n)
print(n.length())
class Loop:
    def forever(self):
        return self.forever()
try:
    Loop().forever()
except RecursionError as e:
    print("recursion caught")
