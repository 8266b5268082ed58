# range() of ints made inside hot loops (one, two and three arguments,
# negative steps, empty ranges, ends near the int64 limits) and iterated
# there, by helpers that only allocate; a zero step raises ValueError at
# its line.


def sums(n):
    total = 0
    for i in range(n):
        for j in range(i % 7):
            total += j
        for j in range(i, i + 3):
            total += j
        for j in range(i, -1, -(i % 4 + 1)):
            total -= j
        for j in range(5, i % 3):
            total += 1000
    return total


print(sums(3000))


def stored(n):
    made = []
    for i in range(n):
        made.append(range(i, i * 3, i % 5 + 1))
    return len(made), made[7], list(made[7]), made[-1], len(made[-1]), made[4] == range(4, 12, 5)


print(stored(500))


def limits(n):
    big = 2 ** 63 - 1
    out = []
    for i in range(n):
        r = range(big - i, big)
        out.append(len(r))
        r2 = range(-big - 1, -big - 1 + i, 2)
        out.append(len(r2))
    return sum(out), out[-4:]


print(limits(300))


def zero_step(n):
    caught = 0
    for i in range(n):
        try:
            for j in range(0, 10, i % 50):
                pass
        except ValueError as e:
            caught += 1
            msg = str(e)
    return caught, msg


print(zero_step(500))


def uncaught(n):
    for i in range(n):
        for j in range(0, 3, 3 - i):
            pass


uncaught(10)
