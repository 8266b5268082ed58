funcs = []
for i in range(3):
    funcs.append(lambda: i)
print(funcs[0](), funcs[1](), funcs[2]())
fixed = []
for i in range(3):
    fixed.append(lambda i=i: i)
print(fixed[0](), fixed[1](), fixed[2]())
def make():
    fs = []
    for j in range(3):
        def g():
            return j * 10
        fs.append(g)
    j = 100
    return fs
out = []
for g in make():
    out.append(g())
print(out)
def factory(k):
    return lambda: k
made = []
for k in range(3):
    made.append(factory(k))
print(made[0](), made[1](), made[2]())
