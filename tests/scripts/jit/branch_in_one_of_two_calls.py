# One function called from two places in a hot loop, with the same frame
# layout at both calls. The trace inlines both calls; the first call's
# branch goes one way while the trace is recorded and the other way
# later, while the second call's always goes that other way. A side trace
# for the first call's branch must be recorded in the first call, not in
# the second one that happens to take the same branch (it returns to a
# different place).


def down(n, acc):
    if n <= 0:
        return acc
    return down(n - 1, acc + n * (-2))


def two_calls_in_a_row(rows):
    total = 1
    last = 0
    for i in range(rows):
        for k in range(31):
            last = 0 + down(down(2, i) % 10, i * 7)   # n is 0 when i == 6
            total = total + down(0, 0)
    return total, last


def two_calls_in_one_expression(rows):
    out = []
    for i in range(rows):
        s = 0
        for k in range(25):
            s += down(i % 4, k) - down(0, i)
        out.append(s)
    return out


print(two_calls_in_a_row(10))
print(two_calls_in_one_expression(12))
