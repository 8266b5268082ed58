# Guards that fail inside a function the trace inlined: the interpreter gets its frame back.
def step(x, y):
    if x > y:
        return x - y
    return x + y * 2

def run(n):
    a = 1
    for i in range(n):
        a = step(a, i % 17) % 100003
    return a
print(run(20000))

def div(a, b):
    return a // b
def run2(n):
    t = 0
    for i in range(n):
        t += div(i, 3 if i < n - 1 else 0)
    return t
try:
    run2(5000)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

def kind(v):
    return v * 2
out = []
for i in range(4000):
    out.append(kind(i if i % 1000 else str(i)))
print(len(out), out[1000], out[1001], out[3999])
