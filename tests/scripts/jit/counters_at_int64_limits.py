# Counting loops whose bound is at the edge of 64-bit ints: `i < n` means
# i + 1 cannot overflow, `i <= n` does not (the trace keeps its check and
# the interpreter goes on with a big int, as CPython does).
big = 2**63 - 1
small = -2**63


def up_to(n, steps):
    i = n - steps
    count = 0
    while i < n:
        i += 1
        count += 1
    return i, count


def up_through(n, steps):
    i = n - steps
    count = 0
    while i <= n:
        i += 1
        count += 1
    return i, count


def down_to(lo, steps):
    hi = lo + steps
    count = 0
    while lo < hi:
        hi -= 1
        count += 1
    return hi, count


def down_through(lo, steps):
    hi = lo + steps
    count = 0
    while hi >= lo:
        hi -= 1
        count += 1
    return hi, count


def pinch(lo, hi):
    swaps = 0
    while lo < hi:
        lo += 1
        hi -= 1
        swaps += 1
    return lo, hi, swaps


# Called from the top level, not from a loop: an outer loop being recorded
# would run the calls' loops in the interpreter. The first call of each
# gets its loop compiled; the second enters that code.
print(up_to(big, 5), up_to(big, 100000))
print(up_through(big, 5), up_through(big, 100000))
print(down_to(small, 5), down_to(small, 100000))
print(down_through(small, 5), down_through(small, 100000))
print(pinch(big - 10, big), pinch(big - 200000, big))
print(pinch(small, small + 11), pinch(small, small + 200001))
