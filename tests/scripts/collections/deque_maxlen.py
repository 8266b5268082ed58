# Bounded deques: a full deque drops from the other end, in every method
# that adds; maxlen is read-only; repr shows it.
from collections import deque

d = deque(maxlen=3)
print(d, d.maxlen, deque().maxlen)
for i in range(5):
    d.append(i)
    print(d)
d.appendleft(-1)
print(d)
d.extend([10, 11])
print(d)
d.extendleft([20, 21])
print(d)
print(deque(range(100), 4), deque("hello", maxlen=2))
z = deque(maxlen=0)
z.append(1)
z.appendleft(2)
z.extend(range(1000))
z.extendleft("abc")
print(z, len(z))
try:
    d.maxlen = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    del d.maxlen
except AttributeError as e:
    print("AttributeError", e)
try:
    d.other = 1
except AttributeError as e:
    print("AttributeError", e)
try:
    d.insert(1, "x")
except IndexError as e:
    print("IndexError", e)
d.pop()
d.insert(1, "x")
print(d)
# + and * keep the left one's maxlen, trimming as they extend.
a = deque([1, 2], maxlen=3)
print(a + deque([3, 4, 5]), deque([1, 2]) + a, a * 2, 2 * a, a * 0, a * -1)
a += [7, 8]
print(a)
a *= 3
print(a)
b = deque([5], maxlen=4)
b *= 10
print(b)
c = deque("ab", maxlen=5)
c *= 7
print(c)
print(deque([1, 2, 3]).copy().maxlen, deque([1], 9).copy())
# a sliding window
w = deque(maxlen=4)
sums = []
for x in [5, 1, 4, 9, 2, 8, 3, 7]:
    w.append(x)
    if len(w) == w.maxlen:
        sums.append(sum(w))
print(sums)
