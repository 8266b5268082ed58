# A hot loop calls a function whose loop runs as compiled code on the
# call's slots; when that loop ends and the function just returns a local
# or a constant, the result is taken from the frame (or is the constant)
# without going back to the interpreter. Each case here is called often
# enough for both loops to be compiled.


def sum_below(n):
    s = 0
    i = 0
    while i < n:
        s += i
        i += 1
    return s


def count_steps(x):
    steps = 0
    while x != 1:
        x = x // 2 if x % 2 == 0 else 3 * x + 1
        steps += 1
    return steps


def escape(cr, limit):
    z = 0.0
    i = 0
    while i < limit:
        z = z * z + cr
        if z > 2.0:
            return i
        i += 1
    return -1            # a constant after the loop


def no_return(xs, n):
    i = 0
    while i < n:
        xs[0] += i
        i += 1            # falls off the end: None


def last_seen(n):
    i = 0
    while i < n:
        last = i * 2      # bound only when the loop runs
        i += 1
    return last


def label(n):
    i = 0
    while i < n:
        i += 1
    return "done"         # an object constant: through the interpreter


def floats(n):
    t = 0.5
    i = 0
    while i < n:
        t = t * 1.0001
        i += 1
    return t


class Walker:
    def __init__(self, n):
        self.pos = 0
        i = 0
        while i < n:
            self.pos += i
            i += 1


def warm(f, *args):
    # The callee's loop compiled first: the calling loop's trace, recorded
    # after it, then runs that loop's code itself.
    for _ in range(40):
        f(*args)


acc = [0]
results = []
total = 0
warm(sum_below, 30)
for k in range(3000):
    total += sum_below(k % 37)
print("local", total)
total = 0
warm(count_steps, 27)
for k in range(3000):
    total += count_steps(k + 1)
print("steps", total)
total = 0
warm(escape, -1.0, 30)
for k in range(3000):
    total += escape(-1.5 + k / 1500.0, 30)
print("constant", total)
warm(no_return, [0], 4)
for k in range(3000):
    results.append(no_return(acc, k % 5))
print("none", acc, results.count(None), len(results))
total = 0
warm(last_seen, 5)
for k in range(3000):
    total += last_seen(1 + k % 9)
print("last", total)
total = 0
warm(label, 3)
for k in range(3000):
    total += len(label(k % 4))
print("object", total)
total = 0
warm(floats, 30)
for k in range(3000):
    total += int(floats(k % 50) * 1000)
print("float", total)
total = 0
warm(Walker, 5)
for k in range(3000):
    total += Walker(k % 6).pos
print("init", total)

errors = 0
message = ""
for k in range(3000):
    try:
        total += last_seen(k % 3)     # no iteration when k % 3 == 0: UnboundLocalError
    except UnboundLocalError as e:
        errors += 1
        message = str(e)
print("unbound", total, errors, message)
