# Functions called through their module (math.sqrt(x), heapq.heappush(h,
# x), bisect.bisect_left(a, x)) in hot loops: the module's attribute is
# loaded natively and the builtin called directly. Rebinding or deleting
# the attribute, a value that is not callable, errors raised inside and
# keyword arguments must all behave as in CPython.
import bisect
import heapq
import math

t = 0.0
for i in range(3000):
    t += math.sqrt(i) + math.floor(i * 0.37) + math.fabs(-i) + math.log(i + 1, 2)
print(round(t, 6))

a = list(range(0, 3000, 7))
s = 0
for i in range(3000):
    s += bisect.bisect_left(a, i) - bisect.bisect_right(a, i, 10)
print(s)

h = []
for i in range(3000):
    heapq.heappush(h, ((i * 7919) % 1009, i))
out = 0
while h:
    p, i = heapq.heappop(h)
    out = (out * 31 + p * 3 + i) % 1000000007
print(out)

ins = []
for i in range(2000):
    bisect.insort(ins, (i * 37) % 101)
print(len(ins), ins[:5], ins[-3:])

# Errors from inside the builtin, raised at the call.
vals = [4.0, 9.0, 2.25, -1.0]
for rep in range(500):
    try:
        r = math.sqrt(vals[rep % 4])
    except ValueError as e:
        r = str(e)
print(r)
empty = []
caught = 0
message = ""
for rep in range(1000):
    try:
        heapq.heappop(empty if rep % 10 == 0 else [rep])
    except IndexError as e:
        caught += 1
        message = str(e)
print(caught, message)

# Keyword arguments and a key function that runs Python code.
t = 0
for i in range(1000):
    t += len(heapq.nlargest(3, range(i % 11), key=lambda v: -v))
    t += math.isclose(i * 0.1, i / 10, rel_tol=1e-9)
print(t)


# Rebinding the module's attribute while the loop is hot: the new
# binding is called from then on; deleting it raises AttributeError.
def run(n):
    total = 0.0
    for i in range(n):
        total += math.sqrt(i)
    return total


print(run(2000))
real_sqrt = math.sqrt
math.sqrt = lambda x: -1.0
print(run(2000))
math.sqrt = real_sqrt
print(run(2000))
del math.sqrt
try:
    run(10)
except AttributeError as e:
    print("AttributeError:", e)
math.sqrt = real_sqrt
print(run(100))

# Not callable.
try:
    for i in range(1000):
        if i == 900:
            math.pi()
        t += math.pi
except TypeError as e:
    print("TypeError:", e, round(t, 3))

# The random module's functions are a hidden Random's methods: the same
# numbers as CPython's, one or many arguments, and rebinding one.
import random

random.seed(12345)
acc = 0
for i in range(3000):
    acc += random.randrange(100) + random.randint(1, 6) * 1000
    acc += int(random.random() * 10) + random.choice([3, 5, 7])
    if i % 500 == 0:
        acc += int(random.uniform(1.0, 2.0) * 100)
deck = list(range(20))
random.shuffle(deck)
print(acc, deck)
real_randint = random.randint
random.randint = lambda a, b: 0
t = 0
for i in range(1000):
    t += random.randint(1, 6)
print(t)
random.randint = real_randint
