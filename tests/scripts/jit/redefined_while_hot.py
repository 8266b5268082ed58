# A global and a called function redefined while their loop is hot.
def f(x):
    return x + 1

scale = 2
total = 0
for i in range(6000):
    total += f(i) * scale
    if i == 3000:
        scale = 3
    if i == 4000:
        def f(x):
            return x - 1
    if i == 5000:
        scale = 0.5
print(total)

def g(n):
    r = 0
    for i in range(n):
        r += h(i)
    return r

def h(x):
    return x * 2
print(g(5000))
def h(x):
    return x * 3
print(g(5000))
h = len
try:
    g(5000)
except TypeError as e:
    print("TypeError:", e)
