# f-strings built in hot loops: values of each builtin type with and
# without a spec and a conversion, specs computed at run time, pieces of
# every count, a value whose type changes once the loop is hot (an
# instance with __format__ and __str__), and a bad spec's error.

class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        return f"${self.cents / 100:{spec or '.2f'}}"
    def __str__(self):
        return "Money"
    def __repr__(self):
        return f"Money({self.cents})"

def render(values, width):
    lines = []
    for v in values:
        lines.append(f"{v}")
        lines.append(f"[{v!r}]")
        lines.append(f"{v!s:>{width}}|")
        lines.append(f"<{v!a}>")
        lines.append(f"{v}{v}{v}{v}{v}")
    return lines

vals = [0, -7, 2**40, 3.5, -0.0, 1e300, float("inf"), True, None, "", "héllo", "naïve ✓"] * 30
for _ in range(8):
    out = render(vals, 9)
print(len(out))
for line in out[:60]:
    print(line)

def numbers(xs, prec):
    total = []
    for x in xs:
        total.append(f"{x:.{prec}f} {x:>10.3e} {x:,} {x:08.2f} {x!r:^12}")
    return total

for _ in range(10):
    r = numbers([i * 1.25 - 40 for i in range(200)], 3)
print(r[0], r[77], r[-1], sep="\n")

def ints(xs):
    out = []
    for x in xs:
        out.append(f"{x:5d}|{x:x}|{x:#o}|{x:+,}|{x:b}|{x:c}")
    return out

print(ints(list(range(60, 3000)))[-3:])

# A value of another type once the loop is hot.
seq = [1, 2.5, "s"] * 700 + [Money(1234), Money(5)]
print(render(seq, 6)[-10:])

def money(xs):
    return [f"{m:>12}" for m in xs]
print(money([2.5] * 1500 + [Money(99)])[-2:])

# Errors raised where the interpreter raises them.
def bad(xs, spec):
    out = []
    for x in xs:
        out.append(f"{x:{spec}}")
    return out

for spec, xs in [("d", [1] * 1500 + [2.5]), (">5", [1] * 1500 + [None]), ("q", [1] * 1500)]:
    try:
        bad(xs, spec)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
