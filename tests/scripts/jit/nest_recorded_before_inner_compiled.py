# Outer loops that turn hot while their short inner loop's code is still
# being compiled: the outer trace is recorded against the inner loop's
# pending tree and has it compiled into its own code. The inner loops here
# leave in every way an inlined tree can: a value changing type inside the
# inner loop on a late outer iteration, a `break`, an error raised inside
# the inner loop, a branch that goes the other way late, an inner loop
# entered with other types.
#
# Each function runs three times: once to make its loops hot (the outer
# loop is recorded while the inner loop's code is being compiled), once
# at once after all of them (some outer code is there, some inner code
# still on its way), and once after the compiles are done (waiting for
# them changes nothing the program prints).
import time

try:
    import kiln

    def compiles_done():
        s = kiln.jit_stats()
        # A loop of its own: compiled code is installed when a loop is
        # entered or turns hot (the waiting loop below may be running
        # natively, and a sleeping one would take long to turn hot).
        for _ in range(2000):
            pass
        return s["compiles_pending"] == 0
except ImportError:

    def compiles_done():
        return True


def wait_for_compiles():
    start = time.time()
    while not compiles_done() and time.time() - start < 5:
        pass


def sums(n):
    total = 0
    for i in range(n):
        k = 0
        while k < 4:
            total += i * k
            k += 1
    return total


def type_change_late(n, late=True):
    # scale turns into a float inside the inner loop at a late outer
    # iteration: the inner trace's type guard fails where the inner code
    # runs, compiled into the outer loop's code.
    acc = 0
    scale = 2
    for i in range(n):
        j = 0
        while j < 3:
            if late and i == n - 50 and j == 1:
                scale = 0.5
            acc += scale * j
            j += 1
    return acc


def with_break(data, n):
    found = 0
    misses = 0
    for i in range(n):
        target = i % 7
        for x in data:
            if x == target:
                found += x
                break
        else:
            misses += 1
    return found, misses


def error_inside(n, late=True):
    out = []
    total = 0
    try:
        for i in range(n):
            d = 3
            j = 0
            while j < 3:
                total += 100 // (d - (1 if late and i == n - 10 else 0) * j)
                j += 1
        out.append(total)
    except ZeroDivisionError as e:
        out.append(("caught", total, str(e)))
    return out


def branch_late(n, late=True):
    evens = 0
    odds = 0
    for i in range(n):
        j = 0
        while j < 4:
            if not late or i < n - 100 or j % 2 == 0:
                evens += j
            else:
                odds += j
            j += 1
    return evens, odds


def entry_types_change(n, late=True):
    # The inner loop is entered with a float accumulator from some outer
    # iteration on: its compiled-in tree's entry check fails.
    res = []
    for i in range(n):
        v = 1 if not late or i < n // 2 else 1.5
        k = 0
        while k < 3:
            v = v + k
            k += 1
        if i % 500 == 0:
            res.append(v)
    return res


def three_levels(n):
    # The middle loop calls the innermost through its code: it waits for
    # it; the outer loop waits for the middle one.
    t = 0
    for a in range(n):
        for b in range(3):
            c = 0
            while c < 2:
                t += a + b * c
                c += 1
    return t


def two_inner_loops(rows):
    # Two short inner loops in one outer loop, both being compiled when
    # the outer loop turns hot.
    s = 0
    p = 1
    for r in rows:
        for x in r:
            s += x
        q = 0
        while q < 2:
            p = (p * 3 + q) % 1000003
            q += 1
    return s, p


def run_all(late):
    print(sums(3000))
    print(type_change_late(3000, late))
    print(with_break([5, 3, 1, 4, 2, 0] if late else [6, 5, 4, 3, 2, 1, 0], 4000))
    print(error_inside(3000, late))
    print(branch_late(3000, late))
    print(entry_types_change(3000, late))
    print(three_levels(2000))
    print(two_inner_loops([[i, i + 1, i * 2] for i in range(3000)]))


run_all(False)
run_all(True)
wait_for_compiles()
run_all(True)
