# deque operations in hot loops: append/popleft without a sync, len(q)
# read in the trace, iteration and reversed() (mutation still caught), a
# bounded deque dropping items, and the errors leaving compiled code.
from collections import deque


def bfs_levels(n):
    # a binary tree of n nodes, level by level
    q = deque([0])
    levels = 0
    seen = 0
    while q:
        for _ in range(len(q)):
            node = q.popleft()
            seen += 1
            for child in (2 * node + 1, 2 * node + 2):
                if child < n:
                    q.append(child)
        levels += 1
    return levels, seen


print(bfs_levels(5000), bfs_levels(1))


def both_ends(n):
    q = deque()
    total = 0
    for i in range(n):
        if i % 3 == 0:
            q.appendleft(i)
        else:
            q.append(i)
        if len(q) > 10:
            total += q.pop() - q.popleft()
        if i % 50 == 0:
            q.rotate(i % 7)
        if i % 97 == 0:
            q.reverse()
    return total, list(q)


print(both_ends(3000))


def window(values, k):
    w = deque(maxlen=k)
    best = 0
    for v in values:
        w.append(v)
        if len(w) == w.maxlen:
            s = sum(w)
            if s > best:
                best = s
    return best, w


print(window([(i * 37) % 101 for i in range(2000)], 9))


def walk(d):
    s = 0
    for x in d:
        s += x
    for x in reversed(d):
        s -= 2 * x
    return s


print(sum(walk(deque(range(300))) for _ in range(30)))


def mutate_while_walking(d):
    n = 0
    for x in d:
        n += 1
        if n == 300:
            d.append(1)
    return n


try:
    mutate_while_walking(deque(range(1000)))
except RuntimeError as e:
    print("RuntimeError", e)


def drain(q, n):
    got = 0
    for _ in range(n):
        got += q.popleft()
    return got


q = deque(range(2000))
print(drain(q, 1500), len(q))
try:
    drain(q, 1000)
except IndexError as e:
    print("IndexError", e, len(q))


def typed_items(n):
    q = deque()
    out = []
    for i in range(n):
        q.append((i, str(i)) if i % 2 else [i])
        if len(q) >= 3:
            out.append(q.popleft())
    return out[-3:], q


print(typed_items(1000))


def methods_mixed(n):
    q = deque(maxlen=50)
    c = 0
    for i in range(n):
        q.append(i)
        c += q.count(i - 10) + (i - 5 in q)
        if i % 11 == 0 and q:
            del q[0]
        if i % 13 == 0:
            q.insert(len(q) // 2, -i) if len(q) < 50 else None
        c += q[-1] - q[0]
    return c, q.index(n - 1), len(q)


print(methods_mixed(3000))
