# The recursion limit where CPython puts it when the calls that reach it
# start inside a trace: a hot loop inlines a call, and the recursion goes
# on from inside that inlined call (through the interpreter), whose frame
# the interpreter has not made yet but must count.
import sys


def down(d):
    if d == 0:
        return 0
    return down(d - 1) + 1


def spin(n):
    t = 0
    i = 0
    while i < n:
        t += i
        i += 1
    return t


def down_with_loop(d):
    if d == 0:
        return spin(3)
    return down_with_loop(d - 1) + 1


def probe(f, depth):
    total = 0
    for k in range(300):
        try:
            total += f(depth)
        except RecursionError:
            return ("RecursionError", k, total)
    return ("ok", total)


sys.setrecursionlimit(100)
for f in (down, down_with_loop):
    for d in (20, 90, 94, 95, 96, 97, 98, 99):
        print(f.__name__, d, probe(f, d))
sys.setrecursionlimit(1000)
