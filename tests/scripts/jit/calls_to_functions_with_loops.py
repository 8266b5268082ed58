# A hot loop calling a function that has a loop of its own: the trace
# inlines the function up to its loop and hands the rest of the call
# (the loop's own code, then whatever follows it) to a frame of its own.
# Everything a call can do must come out as CPython does it: values of
# any type, early returns before the loop, errors raised in the loop and
# caught outside, a function rebound while its caller is hot, methods,
# `for` loops (their iterator on the stack), loops that end normally.


def escape(cr, ci, limit):
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


acc = 0
for k in range(3000):
    acc += escape(-2.0 + 0.001 * k, 0.3, 50)
print("escape", acc)


# The loop ends normally; the code after it builds the result.
def dot(xs, ys):
    s = 0.0
    for i in range(len(xs)):
        s += xs[i] * ys[i]
    return round(s, 6)


xs = [0.5 * i for i in range(20)]
ys = [1.0 / (i + 1) for i in range(20)]
total = 0.0
for k in range(2000):
    total += dot(xs, ys) + k
print("dot", total)


# A branch before the loop returns early for some arguments.
def digits(n):
    if n < 10:
        return [n]
    out = []
    while n > 0:
        out.append(n % 10)
        n //= 10
    return out


dsum = 0
longest = []
for n in range(3000):
    d = digits(n * 7)
    dsum += sum(d)
    if len(d) > len(longest):
        longest = d
print("digits", dsum, longest)


# An error raised inside the called function's loop, caught by the caller.
def mean_inverse(vals):
    t = 0.0
    for v in vals:
        t += 1.0 / v
    return t / len(vals)


rows = [[1.0, 2.0, 4.0], [3.0, 0.0, 1.0], [5.0, 5.0]]
ok = 0
errors = []
for k in range(1500):
    try:
        ok += int(mean_inverse(rows[k % 3]) * 1000)
    except ZeroDivisionError as e:
        errors.append(str(e))
print("mean_inverse", ok, len(errors), errors[0])


# A method with a loop, on objects of two classes.
class Poly:
    def __init__(self, coeffs):
        self.coeffs = coeffs

    def at(self, x):
        r = 0
        for c in self.coeffs:
            r = r * x + c
        return r


class Doubled(Poly):
    def at(self, x):
        r = 0
        for c in self.coeffs:
            r = r * x + c
        return 2 * r


polys = [Poly([1, 2, 3]), Doubled([1, 0, -1]), Poly([2, 0])]
ptotal = 0
for k in range(3000):
    ptotal += polys[k % 3].at(k % 17)
print("poly", ptotal)


# The function is rebound while its caller's loop is hot.
def step(n):
    t = 0
    for i in range(n):
        t += i
    return t


def run_steps(count):
    out = 0
    for k in range(count):
        out += step(k % 9)
    return out


first = run_steps(2000)


def step(n):
    t = 1
    for i in range(n):
        t *= 2
    return t


print("rebound", first, run_steps(2000))


# Deep recursion through a function with a loop: the recursion limit is
# where CPython puts it.
def nest(depth):
    total = 0
    for i in range(2):
        total += i
    if depth == 0:
        return total
    return nest(depth - 1) + total


for d in (50, 400, 5000):
    try:
        print("nest", d, nest(d))
    except RecursionError:
        print("nest", d, "RecursionError")


# Values of several types come back from the same call site.
def pick(items, want):
    for x in items:
        if x == want:
            return x
    return "missing"


mixed = [1, 2.5, "s", (1, 2), None, True]
seen = []
for k in range(1800):
    seen.append(pick(mixed, mixed[k % 6] if k % 7 else 99))
print("pick", seen[:8], seen.count("missing"))
