# Everyday loops: enumerate(), zip(), a dict filled with get() and read
# with items(), max()/min()/abs() of ints, a list comprehension and sum().


def make(n, seed):
    xs = []
    x = seed
    i = 0
    while i < n:
        x = (x * 1664525 + 1013904223) % 2147483648
        xs.append(x % 2001 - 1000)
        i += 1
    return xs


def one_pass(xs, ys):
    total = 0
    for i, a in enumerate(xs):
        total += (i * a) % 7
    hi = -1000000000
    lo = 1000000000
    spread = 0
    for a, b in zip(xs, ys):
        hi = max(hi, a * b)
        lo = min(lo, a - b)
        spread += abs(a - b)
    counts = {}
    for a in xs:
        k = a % 97
        counts[k] = counts.get(k, 0) + 1
    for k, v in counts.items():
        total += k * v
    squares = [a * a for a in ys]
    return total + hi - lo + spread + sum(squares)


def main():
    n = 5000
    passes = 400
    rounds = 1  # bench:rounds
    xs = make(n, 7)
    ys = make(n, 11)
    total = 0
    r = 0
    while r < rounds:
        p = 0
        while p < passes:
            total = (total + one_pass(xs, ys) + p) % 1000000007
            p += 1
        r += 1
    print("idioms", n, passes, rounds, total)


main()
