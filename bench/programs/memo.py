# Memoised recursion: a dict of results by int key, and a grid path count
# with tuple keys (a tuple made per call).
memo = {}


def fib(n):
    if n in memo:
        return memo[n]
    if n < 2:
        r = n
    else:
        r = fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r


def paths(r, c, seen):
    if r == 0 or c == 0:
        return 1
    key = (r, c)
    v = seen.get(key)
    if v is not None:
        return v
    v = (paths(r - 1, c, seen) + paths(r, c - 1, seen)) % 1000000007
    seen[key] = v
    return v


t = 0
for k in range(5000):
    memo.clear()
    t += fib(80 + k % 5)
print(t)
p = 0
for k in range(300):
    p += paths(40 + k % 3, 40, {})
print(p)
