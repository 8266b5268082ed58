# A hot loop calling a function whose loop has compiled code of its own:
# when that code calls no helper, the caller's trace runs it itself, on
# the call's slots, without a frame. Every way out must come out as
# CPython does it: a return from inside the loop, the loop ending (the
# code after it runs in a frame rebuilt for it), an error raised in the
# loop after it wrote a list, two functions of the same shape called from
# one call site, and calls at the recursion limit.
import sys


def count_up(n, limit):
    i = 0
    while i < limit:
        if i * i > n:
            return i
        i += 1
    return -1


def count_down(n, limit):
    i = 0
    while i < limit:
        if i * i > n:
            return -i
        i += 1
    return -2


fns = [count_up, count_down]
total = 0
ends = 0
for k in range(6000):
    f = fns[(k // 700) % 2]
    r = f(k, 40 + k % 50)
    if r < 0 and r > -3:
        ends += 1
    total += r
print("shapes", total, ends)


def fill(buf, start, d):
    j = 0
    n = len(buf)
    while j < n:
        buf[j] = start // (n - j - d)
        j += 1
    return buf[n - 1]


buf = [0] * 8
errors = 0
last = 0
for k in range(3000):
    try:
        last += fill(buf, k, 1 if k % 4 == 0 else 0)
    except ZeroDivisionError:
        errors += 1
print("fill", errors, last, buf)


def spin(n):
    s = 0
    i = 0
    while i < n:
        s += i
        i += 1
    return s


def deep(d):
    if d == 0:
        t = 0
        for k in range(300):
            t += spin(k % 7)
        return t
    return deep(d - 1)


sys.setrecursionlimit(120)
for d in (50, 110, 114, 115, 116, 117, 118, 119, 120):
    try:
        print("deep", d, deep(d))
    except RecursionError:
        print("deep", d, "RecursionError")
sys.setrecursionlimit(1000)


def halves(x):
    n = 0
    while x > 1.0:
        x = x / 2.0
        n += 1
    return n


acc = 0
for k in range(1, 5000):
    acc += halves(k * 1.5)
print("halves", acc)
