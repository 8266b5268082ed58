# A loop whose iterations mostly raise, the exception caught in the loop
# (a dict lookup's KeyError for two keys in three, raised in a function
# the trace inlines): each one leaves the trace by an exit that raises.
# Raised in the loop's own frame, such an exit grows a side trace through
# the handler (exceptions_caught_in_hot_loops.py); raised inside an inlined
# call, it stays an exit. The trace is then dropped and the loop runs
# interpreted, recorded again later; the values and the exceptions must be
# the interpreter's all along.


def get(d, k):
    return d[k]


def lookup(d, keys):
    hits = 0
    misses = []
    for k in keys:
        try:
            hits += get(d, k)
        except KeyError as e:
            if len(misses) < 3:
                misses.append(repr(e))
            hits -= 1
    return hits, misses


def parse(tokens):
    # One bad token in three: dropped too.
    total = 0
    for t in tokens:
        try:
            total += int(t)
        except ValueError:
            total -= 7
    return total


def main():
    d = {i: i * 3 for i in range(0, 1000, 3)}
    keys = list(range(1000)) * 30
    for k in range(4):
        print("lookup", lookup(d, keys))
    tokens = [str(i) if i % 3 else "-" for i in range(30000)]
    print("parse", parse(tokens), parse(tokens[::7]))
    # The same loop with every key present afterwards: it runs natively again.
    full = {k: 1 for k in range(1000)}
    print("full", lookup(full, keys))


main()
