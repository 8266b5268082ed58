fs = [lambda: i for i in range(3)]
print([f() for f in fs])
gs = [lambda i=i: i for i in range(3)]
print([g() for g in gs])
def make(n):
    return [lambda x: x + n * k for k in range(3)]
print([h(100) for h in make(2)])
