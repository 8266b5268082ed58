# Recursive functions whose traces call runtime helpers that run no Python
# code: dict lookups and stores (memoisation), tuples made for keys, list
# appends, str methods and characters. Allocations deep in the native
# recursion, a KeyError raised many levels down, and dicts changed by the
# calls themselves must give the interpreter's answers.

memo = {}


def fib_memo(n):
    if n in memo:
        return memo[n]
    if n < 2:
        r = n
    else:
        r = fib_memo(n - 1) + fib_memo(n - 2)
    memo[n] = r
    return r


def paths(r, c, seen):
    # Tuple keys: each call makes one (an allocation).
    if r == 0 or c == 0:
        return 1
    key = (r, c)
    v = seen.get(key)
    if v is not None:
        return v
    v = (paths(r - 1, c, seen) + paths(r, c - 1, seen)) % 1000000007
    seen[key] = v
    return v


def collect(n, acc):
    # Appends and tuples all the way down: enough allocation for the
    # collector to want to run while the frames exist only natively.
    if n == 0:
        return len(acc)
    acc.append((n, str(n)))
    return collect(n - 1, acc)


def lookup_chain(d, k, depth):
    # d[k] raises KeyError where the chain breaks, many levels down.
    if depth == 0:
        return k
    return lookup_chain(d, d[k], depth - 1)


def shout(s, i):
    if i == len(s):
        return ""
    c = s[i]
    return (c.upper() if i % 2 == 0 else c.lower()) + shout(s, i + 1)


def count_down(d, n):
    # The calls change the dict the caller read before calling.
    if n == 0:
        return len(d)
    d[n % 7] = d.get(n % 7, 0) + 1
    before = len(d)
    after = count_down(d, n - 1)
    return before * 1000 + after


def main():
    total = 0
    for k in range(3000):
        memo.clear()
        total += fib_memo(60 + k % 7)
    print("fib_memo", total, len(memo))

    p = 0
    for k in range(150):
        p += paths(30 + k % 4, 25, {})
    print("paths", p)

    sizes = []
    for k in range(60):
        acc = []
        sizes.append(collect(200 + k, acc))
        if k % 20 == 0:
            print("collect", acc[0], acc[-1], len(acc))
    print("collect sizes", sum(sizes))

    chain = {}
    for i in range(300):
        chain[i] = i + 1
    found = 0
    for depth in range(0, 400, 3):
        try:
            found += lookup_chain(chain, 0, depth)
        except KeyError as e:
            print("KeyError at depth", depth, repr(e))
            break
    print("found", found)

    words = ["recursion", "helpers", "kiln", "a" * 40]
    out = []
    for k in range(300):
        out.append(shout(words[k % 4], 0))
    print("shout", out[:4], len("".join(out)))

    d = {}
    print("count_down", count_down(d, 50), sorted(d.items()))
    r = 0
    for k in range(200):
        r += count_down({}, 20 + k % 5) % 1000
    print("count_down sum", r)


main()
