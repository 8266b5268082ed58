# Recursive functions without loops get traces of their own whose calls to
# themselves are native calls. Everything here must print what CPython
# prints, including where the native calls have to give frames back to the
# interpreter deep down (a type change, a guard, an error, the recursion
# limit).
import sys


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print("fib", [fib(k) for k in range(20)], fib(24))


# Two arguments and a float accumulator.
def tak(x, y, z):
    if y < x:
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
    return z


print("tak", tak(18, 12, 6), tak(12, 8, 4))


def power_sum(n, acc):
    if n == 0:
        return acc
    return power_sum(n - 1, acc + n * 0.5)


print("power_sum", power_sum(200, 0.0), power_sum(100, 1.5))


# A type change deep in the recursion: the leaf returns a float once n
# crosses a value, so the callers' "int" result guard fails many levels down.
def mixed(n, limit):
    if n <= 0:
        if limit > 100:
            return 0.5
        return 1
    return mixed(n - 1, limit) + n


for limit in (10, 50, 150, 10, 500):
    print("mixed", limit, mixed(60, limit))


# Values that cross 2**62 and 2**63 inside the recursion (overflow exits
# rebuild every caller's frame, then the interpreter goes on with big ints).
def grow(n, x):
    if n == 0:
        return x
    return grow(n - 1, x * 3) + 1


print("grow", [grow(k, 7) for k in (10, 35, 38, 41, 45)])


# An error deep down: every level's frame is in the traceback's chain, and
# the handler sees the right value of its own locals.
def divide_down(n, d):
    if n == 0:
        return 100 // d
    return divide_down(n - 1, d - 1) + n


for start in (24, 25, 26):
    try:
        print("divide_down", start, divide_down(start, 25))
    except ZeroDivisionError as e:
        print("divide_down", start, "ZeroDivisionError:", e)


def depth_of_error(n, acc):
    if n == 0:
        raise ValueError("bottom after " + str(acc))
    return depth_of_error(n - 1, acc + n) * 2


for k in range(3):
    try:
        depth_of_error(50 + k, 0)
    except ValueError as e:
        print("depth_of_error", k, e)


# The recursion limit: the same depth as CPython's.
def down(n):
    if n == 0:
        return 0
    return down(n - 1) + 1


print("down", down(500), down(900))
for n in (2000, 5000):
    try:
        down(n)
        print("down", n, "ok")
    except RecursionError as e:
        print("down", n, "RecursionError:", e)
print("down after", down(300))


# The function rebound while its recursion is hot: the call site's guard
# on the global sees it.
def count(n):
    if n == 0:
        return 0
    return count(n - 1) + 1


total = 0
for k in range(200):
    total += count(40)
old_count = count


def count(n):
    return -1


print("count rebound", total, old_count(40), count(40))


# Results of other types from the same function: None, str, tuples.
def describe(n):
    if n == 0:
        return "zero"
    if n < 0:
        return None
    return describe(n - 1)


print("describe", [describe(k) for k in range(40)][-3:], describe(-1))


def pairs(n):
    if n < 2:
        return (n, n)
    a, b = pairs(n - 1)
    return (b, a + b)


print("pairs", pairs(30), pairs(60))


# Methods that call themselves.
class Tree:
    def __init__(self, depth):
        self.depth = depth

    def size(self, d):
        if d == 0:
            return 1
        return self.size(d - 1) + self.size(d - 1) + 1


t = Tree(3)
print("method", [t.size(d) for d in range(12)])

# Mutual recursion is left to the interpreter (and to loops' traces).


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


print("mutual", [is_even(k) for k in range(300)].count(True), sys.getrecursionlimit())
