# An outer loop's code runs its inner loops' compiled code in place (the
# inner trees are compiled into the outer function). Every way an inner
# loop can leave must give the interpreter the same state as without the
# JIT: its normal end, a break, a guard deep inside (a type change, a
# branch never seen), an error, and three levels of loops.


def sums(rows, width):
    out = []
    r = 0
    while r < rows:
        s = 0
        c = 0
        while c < width:
            s += r * c
            c += 1
        out.append(s)
        r += 1
    return out


print("sums", sums(300, 7)[-3:], sum(sums(200, 13)))


# An inner loop whose values change type partway (int -> float), so its
# compiled code leaves through a type guard while the outer loop's code runs.
def drift(rows):
    total = 0
    r = 0
    while r < rows:
        acc = 0
        k = 0
        while k < 10:
            if r > 150 and k == 5:
                acc = acc + 0.5
            else:
                acc = acc + k
            k += 1
        total += acc
        r += 1
    return total


print("drift", drift(200), drift(100))


# A data-dependent break in the inner loop.
def first_multiple(limit):
    found = []
    n = 1
    while n < limit:
        m = 2
        while m < 50:
            if (n * m) % 7 == 3:
                break
            m += 1
        found.append(m)
        n += 1
    return found


f = first_multiple(400)
print("break", f[:12], sum(f))


# An error raised inside the inner loop, caught outside the outer loop.
def divide_all(rows, zero_at):
    done = 0
    try:
        r = 0
        while r < rows:
            c = 0
            while c < 8:
                done += 1000 // (zero_at - r * 8 - c)
                c += 1
            r += 1
    except ZeroDivisionError as e:
        return ("ZeroDivisionError", str(e), done, r, c)
    return ("ok", done)


print("error", divide_all(200, 1237))
print("error", divide_all(50, 10**6))


# Three levels: the innermost loop's exits pass through two compiled loops.
def cube(n, flip):
    total = 0
    i = 0
    while i < n:
        j = 0
        while j < n:
            k = 0
            while k < n:
                if i == flip and j == 3 and k == 2:
                    total = total * 1.0
                total += i * j - k
                k += 1
            j += 1
        i += 1
    return total


print("cube", cube(12, 99), cube(12, 7), cube(9, 0))


# An inner loop over a list whose items change type in a later row.
def row_sums(grid):
    out = []
    for row in grid:
        s = 0
        for x in row:
            s += x
        out.append(s)
    return out


grid = [[r * 10 + c for c in range(6)] for r in range(300)]
grid[250] = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]
grid[251] = [1, 2, 3]
rs = row_sums(grid)
print("rows", rs[248:253], sum(rs[:200]))


# The inner loop's variables are used after it, by the outer loop's code.
def after_inner(rows):
    log = []
    r = 0
    while r < rows:
        k = 0
        last = -1
        while k < r % 5:
            last = k * r
            k += 1
        log.append((k, last))
        r += 1
    return log


a = after_inner(300)
print("after", a[:7], a[-3:], sum(x for x, y in a), sum(y for x, y in a))
