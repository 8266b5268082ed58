# Locals a loop writes before it reads them are not carried from one
# iteration to the next, nor written back where nothing reads them before
# writing them. Everything here reads such a local where it is live after
# all: after the loop, in an exception handler, in a finally, through del,
# on one path out of several; and temporaries that change type.


def read_after_loop(n):
    tmp = -1
    for i in range(n):
        tmp = i * 3
        if tmp > 10**9:
            break
    return tmp, i


def read_after_break_only(n):
    for i in range(n):
        tmp = i * 7
        if tmp > n * 5:
            break
    else:
        return -1
    return tmp


def handler_reads_it(n):
    t = 0
    q = 0
    try:
        for i in range(n):
            t = i * 2
            q = 10 // (n - 1 - i)
    except ZeroDivisionError:
        return "handler", t, q
    # Only the handler reads t: it is live in the loop because the
    # division may raise after t is written.
    return "no error"


def finally_reads_it(n):
    out = []
    last = None
    try:
        i = 0
        while i < n:
            last = i * i
            i += 1
    finally:
        out.append(last)
    return out


def deleted_after(n):
    x = 0
    for i in range(n):
        x = x + i
        y = x * 2
    del y  # reads y: unbound before the loop, so the loop's last y must be there
    return x


def deleted_then_read(n):
    for i in range(n):
        y = i
    del y
    try:
        print(y)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


def temporaries_change_type(n):
    acc = 0.0
    for i in range(n):
        t = i if i % 2 else float(i)
        acc += t
        u = "s" if i % 3 == 0 else i
    return acc, u


def inner_loop_temporaries(rows):
    total = 0
    checks = 0
    for r in rows:
        j = 0
        while j < len(r):
            v = r[j]
            w = v * 2 + 1
            total += w
            j += 1
        checks += j
    return total, checks, w, v


def inner_temporaries_dead(rows):
    total = 0
    for r in rows:
        lo = 0
        hi = len(r) - 1
        while lo < hi:
            t = r[lo]
            r[lo] = r[hi]
            r[hi] = t
            lo += 1
            hi -= 1
        total += r[0]
    return total


def dead_on_one_branch(n):
    s = 0
    for i in range(n):
        a = i * 5
        if i % 4 == 0:
            s += a
        else:
            a = -i
            s -= a
    return s


def unbound_until_late(n):
    for i in range(n):
        if i == n - 1:
            late = i
    return late


def unbound_after_loop(n):
    for i in range(n):
        z = i
    try:
        return z
    except UnboundLocalError as e:
        return "UnboundLocalError: " + str(e)


print(read_after_loop(3000))
print(read_after_break_only(3000))
print(handler_reads_it(3000))
print(handler_reads_it(3000))
print(finally_reads_it(3000))
print(deleted_after(3000))
print(deleted_after(3000))  # its compiled loop entered with y unbound
deleted_then_read(3000)
print(temporaries_change_type(3000))
rows = [[k * 7 + j for j in range(k % 9 + 1)] for k in range(2000)]
print(inner_loop_temporaries(rows))
print(inner_temporaries_dead([list(r) for r in rows]))
print(dead_on_one_branch(4000))
print(unbound_until_late(3000))
print(unbound_after_loop(0))
print(unbound_after_loop(3000))
