# Errors raised by operations in hot loops, caught or not, as the interpreter raises them.
d = {}
for i in range(5000):
    d[i % 97] = d.get(i % 97, 0) + i
print(len(d), d[3])
hits = 0
for i in range(5000):
    try:
        hits += 100 // (i % 50)
    except ZeroDivisionError:
        hits -= 1
print(hits)
xs = list(range(3000))
total = 0
i = 0
try:
    while True:
        total += xs[i]
        i += 1
except IndexError as e:
    print("IndexError:", e, i, total)
def f(v):
    return v["key"]
try:
    for i in range(4000):
        f({"key": i} if i < 3500 else {})
except KeyError as e:
    print("KeyError:", e, i)
def inner(x):
    return 10 / x
def outer(n):
    s = 0
    for i in range(n, -1, -1):
        s += inner(i)
    return s
try:
    outer(3000)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
