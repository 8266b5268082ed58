class Node:
    __slots__ = ("value", "next")
    def __init__(self, value, next=None):
        self.value = value
        self.next = next
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for x in items:
            self.append(x)
    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next is not None:
                cur = cur.next
            cur.next = node
        self.size += 1
    def prepend(self, value):
        self.head = Node(value, self.head)
        self.size += 1
    def __iter__(self):
        cur = self.head
        items = []
        while cur:
            items.append(cur.value)
            cur = cur.next
        return ListIter(self.head)
    def __len__(self):
        return self.size
    def __contains__(self, value):
        for x in self:
            if x == value:
                return True
        return False
    def __getitem__(self, index):
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError("linked list index out of range")
        cur = self.head
        for _ in range(index):
            cur = cur.next
        return cur.value
    def reverse(self):
        prev = None
        cur = self.head
        while cur:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        self.head = prev
    def __repr__(self):
        return "LinkedList(" + repr(list(self)) + ")"
    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)
class ListIter:
    def __init__(self, node):
        self.node = node
    def __iter__(self):
        return self
    def __next__(self):
        if self.node is None:
            raise StopIteration
        v = self.node.value
        self.node = self.node.next
        return v
ll = LinkedList(range(5))
ll.prepend(-1)
print(ll, len(ll), 3 in ll, 10 in ll, ll[0], ll[-1], ll[2])
ll.reverse()
print(ll, sum(ll), sorted(ll), max(ll))
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)
print(ll == LinkedList([4, 3, 2, 1, 0, -1]), ll == [1])
for i, v in enumerate(ll):
    if i > 1:
        break
    print(i, v)
big = LinkedList()
for i in range(300):
    big.prepend(i)
print(len(big), big[0], big[299])
