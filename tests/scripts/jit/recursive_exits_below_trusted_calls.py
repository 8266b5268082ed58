# A recursive function's native calls to itself skip what their caller
# checked already (that the global still names the function): when a call
# deep down leaves (the native depth runs out every 1000 calls, an int
# overflows), the frames rebuilt for it and its callers still hold the
# function itself where the interpreter goes on calling it.
import sys

sys.setrecursionlimit(20000)


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


def grow(n, acc):
    if n == 0:
        return acc
    return grow(n - 1, acc * 3)


def walk(n, scale):
    if n < 2:
        return scale
    return walk(n - 1, scale) + walk(n - 2, scale * 2)


r = 0
for i in range(40):
    r += depth(2500 + i)
print(r)
for k in (10, 39, 40, 41, 80, 200):
    print(k, grow(k, 1) % 1000000007, grow(k, 7) > 2 ** 63)
for i in range(30):
    w = walk(12, 1)
print(w, walk(14, 2 ** 40), walk(16, 2 ** 55))
