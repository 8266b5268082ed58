# A recursive function's trace may keep what it read before calling itself
# (a global, a list item, an attribute) for after the call, but only when
# nothing its code does can have changed it. Each function here reads
# something both before and after its call to itself; some of them write
# it in the call.


class Box:
    def __init__(self, v):
        self.v = v


scale = 3


# Reads a global before and after the call; writes nothing.
def weigh(n):
    if n < 2:
        return n * scale
    return weigh(n - 1) + scale + weigh(n - 2)


# Writes a list item in the call and reads it after.
def count_down(n, acc):
    if n == 0:
        return acc[0]
    acc[0] = acc[0] + n
    r = count_down(n - 1, acc)
    return r + acc[0]


# Writes an attribute in the call and reads it after.
def bump(n, b):
    if n == 0:
        return b.v
    before = b.v
    b.v = b.v + 1
    r = bump(n - 1, b)
    return r + b.v - before


# Rebinds a global from inside the recursion (the trace writes the
# globals dict's entry): the caller must see the new value.
depth_seen = 0


def mark(n):
    global depth_seen
    if n == 0:
        return depth_seen
    depth_seen = depth_seen + 1
    r = mark(n - 1)
    return r + depth_seen


# Enough top-level calls that the base case, too, runs natively (its exit
# turns hot and grows a side trace): then the code after each call to
# itself is native code, and reads what the callees wrote.
totals = [0, 0, 0, 0]
for k in range(120):
    totals[0] += weigh(8 + k % 5)
    totals[1] += count_down(20 + k % 7, [k])
    totals[2] += bump(15 + k % 4, Box(k))
    depth_seen = k
    totals[3] += mark(10 + k % 6) + depth_seen
    if k % 30 == 29:
        print(k, totals)

# The global changes between calls: the traces' guards see it.
scale = 2.5
print("weigh float", weigh(15))
scale = 4
print("weigh int", weigh(15))
