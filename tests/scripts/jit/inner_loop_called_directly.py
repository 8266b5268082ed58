# Outer loops whose code calls an inner loop's code directly (its tree is
# too long-running to be compiled into theirs): plain ends, breaks, guard
# exits inside the inner loop, new entry types, an inner loop that grows a
# side trace after the outer loop was compiled, three levels, and an error.


def long_inner(n, m):
    total = 0
    i = 0
    while i < n:
        j = 0
        while j < m:
            total += (i * j + 7) % 13 - (j % 5) * (i % 3)
            j += 1
        i += 1
    return total


def inner_break(rows):
    found = []
    for row in rows:
        k = 0
        while k < len(row):
            if row[k] < 0:
                break
            k += 1
        found.append(k)
    return found


def inner_type_change(data):
    # One row's items turn float halfway: the inner code leaves at a type guard.
    out = []
    for row in data:
        s = 0
        for x in row:
            s = s + x * 2 - 1
        out.append(s)
    return out


def new_entry_types(n):
    out = []
    for r in range(n):
        acc = 0 if r < n // 2 else 0.5
        j = 0
        while j < 40:
            acc = acc + j * 3 - (j % 7)
            j += 1
        out.append(acc)
    return out


def late_branch(n):
    # The inner loop's `if` goes the other way only once the outer loop's
    # code is running: the inner loop grows a side trace then, which writes
    # a variable its first trace did not.
    total = 0
    flag = 0
    for r in range(n):
        j = 0
        while j < 30:
            if r > n - 20 and j % 3 == 0:
                total -= j * r
                flag = j
            else:
                total += j + r
            j += 1
    return total, flag


def hidden_type(n):
    # The outer loop never reads acc; the inner loop turns it float once,
    # so it enters the inner loop's code with other types from then on.
    acc = 0
    for r in range(n):
        j = 0
        while j < 30:
            acc = acc + (0.5 if r == n // 2 and j == 7 else 1)
            j += 1
    return acc


def three_levels(n):
    t = 0
    a = 0
    while a < n:
        b = 0
        while b < 20:
            c = 0
            while c < 25:
                t += (a + b * c) % 11
                if a == n - 1 and b == 19 and c == 24:
                    t += 10 ** 20  # a big int at the very end: the innermost code leaves
                c += 1
            b += 1
        a += 1
    return t


def error_inside(n):
    t = 0
    try:
        for r in range(n):
            j = 0
            while j < 30:
                t += 100 // (r - n + 3 + j * 0) + j
                j += 1
    except ZeroDivisionError as e:
        print("caught", e, "at total", t)
    return t


print(long_inner(300, 50))
rows = [[(i * 7 + k) % 50 - (1 if k == i % 45 + 5 else 0) * 100 for k in range(50)] for i in range(300)]
print(sum(inner_break(rows)), inner_break(rows)[:10])
data = [[k + i for k in range(30)] for i in range(300)]
data[250] = [k + 0.5 if k > 10 else k for k in range(30)]
res = inner_type_change(data)
print(res[0], res[249], res[250], res[251], sum(res[:200]))
vals = new_entry_types(200)
print(vals[0], vals[99], vals[100], vals[199])
print(late_branch(400))
print(hidden_type(400))
print(three_levels(40))
print(error_inside(300))
