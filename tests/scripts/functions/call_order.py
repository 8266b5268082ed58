log = []
def v(x):
    log.append(x)
    return x
def f(a, b, c=0):
    return a + b + c
print(f(v(1), v(2), c=v(3)), log)
log = []
print(v(2) + v(3) * v(4) ** v(2), log)
log = []
d = {v('k1'): v('v1'), v('k2'): v('v2')}
print(d, log)
log = []
lst = [v(1), v(2)]
lst[v(0)] = v('x')
print(lst, log)
log = []
x = v(10) if v(True) else v(20)
print(x, log)
