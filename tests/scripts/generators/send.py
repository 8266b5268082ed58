def acc():
    total = 0
    while True:
        v = yield total
        if v is None:
            break
        total += v
    return total
g = acc()
print(next(g))
print(g.send(5))
print(g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)
g2 = acc()
try:
    g2.send(1)
except TypeError as e:
    print(e)
