# A loop just recorded is watched for a few iterations before its first
# compile: iterations going the other way of a branch record side traces
# then. Every case must print what the interpreter prints.


def alternating(n):
    # The other way comes at the next iteration.
    t = 0
    for i in range(n):
        if i % 2:
            t += i
        else:
            t -= 1
    return t


def nested_sides(n):
    # The side trace has a branch of its own, which goes both ways too.
    a = 0
    b = 0
    c = 0
    for i in range(n):
        if i % 3 == 0:
            if i % 2 == 0:
                a += 1
            else:
                b += 2
        else:
            c += i & 7
    return a, b, c


def overflow_then_branch(n):
    # The trace leaves at the multiplication once t passes 64 bits; the
    # interpreter goes on with a big int and the branch goes the other way
    # there: that is not where the trace would have been.
    t = 1
    big = 0
    for i in range(n):
        t = t * 3
        if t > 9223372036854775807:
            big += 1
            t = t % 1000003
    return t, big


def floats_then_branch(n):
    # A value turns float in the iteration before the branch flips.
    x = 0
    flips = 0
    for i in range(n):
        if i == 1500:
            x = x + 0.5
        x = x + 1
        if x > 1800:
            flips += 1
            x = x - 1000
    return x, flips


def short_loop_ends_while_watched():
    # The loop ends during the watch.
    total = 0
    for rep in range(3):
        k = 0
        while k < 1030:
            if k % 4 == 1:
                total += k
            k += 1
    return total


def raises_while_watched(n):
    # An exception in a watched iteration.
    hits = 0
    try:
        for i in range(n):
            if i % 2:
                hits += 1
            if i == 1010:
                hits += [1, 2][i]
    except IndexError as e:
        return hits, str(e)
    return hits, None


class Counter:
    def __init__(self):
        self.odd = 0
        self.even = 0

    def add(self, i):
        if i % 2:
            self.odd += i
        else:
            self.even += i


def calls_while_watched(n):
    # A call the trace inlines, with its own branch.
    c = Counter()
    for i in range(n):
        c.add(i)
        if i % 5 == 0:
            c.even -= 1
    return c.odd, c.even


def break_while_watched():
    found = []
    for start in range(4):
        i = start
        while True:
            i += 1
            if i % 7 == 3:
                continue
            if i > 1000 + start * 5:
                break
        found.append(i)
    return found


print(alternating(20000))
print(nested_sides(20000))
print(overflow_then_branch(3000))
print(floats_then_branch(5000))
print(short_loop_ends_while_watched())
print(raises_while_watched(5000))
print(calls_while_watched(20000))
print(break_while_watched())
