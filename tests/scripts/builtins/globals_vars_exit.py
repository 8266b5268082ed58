# globals(), vars(obj), and exit() as CPython's site module gives them.
import sys

counter = 0


def bump():
    g = globals()
    g["counter"] = g["counter"] + 1
    return "bump" in g


print(bump(), bump(), counter)
globals()["made_here"] = 42
print(made_here)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(1, 2)
print(vars(p))
vars(p)["z"] = 3
print(p.z, sorted(vars(p)))
for bad in (1, "s", [1]):
    try:
        vars(bad)
    except TypeError as e:
        print(type(bad).__name__, e)


def loop(n):
    total = 0
    for i in range(n):
        total += len(globals()) > 0
    return total


print(loop(3000))
sys.stdout.flush()
try:
    exit(4)
except SystemExit as e:
    print("exit", e.code)
try:
    quit()
except SystemExit as e:
    print("quit", e.code)
exit("bye")
