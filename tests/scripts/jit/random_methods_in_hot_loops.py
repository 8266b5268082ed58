# Methods of random.Random called in hot loops with ints, floats or strs
# are called by the trace with its operands (no script code can run).
# Their values, their errors and a call site that sees other objects must
# stay CPython's.
import random

rng = random.Random(5)
s = 0.0
for i in range(5000):
    s += rng.random()
print(s)

counts = [0] * 7
for i in range(5000):
    counts[rng.randrange(7)] += 1
print(counts)

letters = ""
for i in range(3000):
    letters += rng.choice("abcde")
print(letters[:40], letters.count("a"))

# Reseeding in the loop: the same draws again.
firsts = []
for i in range(2000):
    rng.seed(i % 5)
    firsts.append(rng.random())
print(sorted(set(firsts)))

# An error raised by the method inside the compiled loop.
try:
    for i in range(3000, -1, -1):
        rng.randrange(i)
except ValueError as e:
    print("ValueError:", e, i)


# The same call site, then an instance of a class with a random() method.
class Fixed:
    def random(self):
        return 0.25


sources = [random.Random(1), Fixed(), random.Random(2)]
t = 0.0
for i in range(6000):
    t += sources[i % 3 if i > 3000 else 0].random()
print(t)
