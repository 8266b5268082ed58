# A loop with compiled code runs it from its first iteration when entered
# from above. Variables the loop writes before reading them may be unbound
# (or of another type) at that point: leaving before the write must leave
# them exactly as they were.


def mandel(cr, ci, limit):
    zr = 0.0
    zi = 0.0
    i = 0
    while i < limit:
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return i
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
        i += 1
    return limit


def last_square(n, stop_at):
    k = 0
    while k < n:
        if k == stop_at:
            break
        sq = k * k
        k += 1
    try:
        return sq
    except UnboundLocalError as e:
        return "unbound: " + str(e)


def retyped(xs):
    out = []
    for x in xs:
        y = x * 2
        out.append(y)
    return out, y


total = 0
for y in range(40):
    for x in range(60):
        total += mandel(-2.0 + x / 20.0, -1.0 + y / 20.0, 50)
print(total)

for n, stop in [(10, 99), (0, 99), (10, 0), (10, 3), (5, 99), (0, 0)]:
    print(n, stop, last_square(n, stop))

print(retyped([1, 2, 3]))
print(retyped([1.5, 2.5]))
print(retyped(["a", "b"]))
print(retyped(list(range(30)))[1])
