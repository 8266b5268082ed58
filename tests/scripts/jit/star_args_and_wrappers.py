# Calls through *args and **kwargs in hot loops: a decorator's wrapper
# (inlined, its tuple and dict made by the trace), f(*t) of tuples whose
# size and item types change, a lone *x that is not a tuple, kwargs that
# are not empty, errors raised where the interpreter raises them, and the
# order CPython evaluates a call's * and ** arguments in.


def logged(f):
    def wrapper(*args, **kw):
        return f(*args, **kw)
    return wrapper


@logged
def area(w, h):
    return w * h


@logged
def scale(x, k=2):
    return x * k


def pack(*args):
    return args


def keywords(a, **kw):
    return a, sorted(kw.items())


def hot(n):
    t = 0
    for i in range(n):
        t += area(i, 3)
    return t


print(hot(3000))
t = 0.0
for i in range(3000):
    t += area(i * 0.5, 2)
print(t)
s = []
for i in range(1500):
    s.append(area("ab", i % 3))
print(len("".join(s)))

# Keywords through the wrapper, and defaults.
t = 0
for i in range(3000):
    t += scale(i)
    if i % 100 == 0:
        t += scale(i, k=5)
print(t)

# f(*t) over tuples of several sizes and types.
def add3(a, b, c):
    return a + b + c


rows = [(i, i + 1, i + 2) for i in range(50)] + [(1.5, 2, 3), ("a", "b", "c")]
out = []
for rep in range(60):
    for r in rows:
        out.append(add3(*r))
print(out[:5], out[-3:], len(out))
bad = [(1, 2, 3)] * 2000 + [(1, 2)]
done = 0
try:
    for r in bad:
        done += add3(*r)
except TypeError as e:
    print("TypeError:", e, done)

# A lone *x that is a list, a range, a generator.
t = 0
for i in range(2000):
    t += add3(*[i, 1, 2]) + add3(*range(i, i + 3)) + add3(*(j for j in (i, i, i)))
print(t)

# *args of 0 to 3 extra arguments.
acc = []
for i in range(2000):
    acc.append(len(pack()) + len(pack(i)) + len(pack(i, i)) + len(pack(i, i, i)))
print(sum(acc), pack(1, "x"), pack())

# **kw kept by the callee, and changed between calls.
kept = []
for i in range(2000):
    kept.append(keywords(i))
    if i % 500 == 0:
        kept.append(keywords(i, z=i, y=1))
print(kept[:2], kept[-1], len(kept))


def forward(*args, **kw):
    if args[0] % 700 == 0:
        kw["k"] = 10
    return scale.__wrapped__(*args, **kw) if hasattr(scale, "__wrapped__") else scale(*args, **kw)


t = 0
for i in range(3000):
    t += forward(i)
print(t)

# Not iterable.
for i in range(1500):
    try:
        add3(*i)
    except TypeError as e:
        msg = str(e)
print(msg)


# Evaluation order: the ** mapping is made before the * iterable is read.
def g():
    print("the * generator runs")
    yield 1


def k():
    print("the ** mapping is made")
    return {"b": 2}


def show(*a, **kw):
    print(a, kw)


show(*g(), **k())
try:
    show(*5, **k())
except TypeError as e:
    print(e)


# Keywords through a wrapper into **kw, and **cfg into named parameters:
# dicts whose keys change order, gain a key the callee lacks, hold a
# non-str key, or name a parameter twice.
@logged
def box(x, k=2, off=0):
    return x * k + off


def make(a, b, c=1):
    return a * b + c


t = 0
for i in range(3000):
    t += box(i, k=5) + box(i) + box(i, off=1, k=3)
print(t)
cfgs = [{"b": 3, "c": 4}] * 1500 + [{"c": 4, "b": 3}] * 500 + [{"b": 2}] * 500
t = 0
for cfg in cfgs:
    t += make(1, **cfg) + make(**cfg, a=2)
print(t)
odd = [{"b": 1}] * 1500 + [{"b": 1, "d": 2}, {1: 2}, {"a": 5}, {"b": 1.5, "c": "x"}]
for cfg in odd:
    try:
        r = make(1, **cfg)
    except TypeError as e:
        r = str(e)
print(r)
errors = []
for cfg in odd[-4:]:
    try:
        box(1, **cfg)
    except TypeError as e:
        errors.append(str(e))
print(errors)
merged = []
for i in range(2000):
    merged.append(sorted({**{"x": i}, **{"y": 2}, "z": 3}.items())[0])
print(merged[-1], len(merged))
base = {"x": 1, "y": 2}
t = 0
for i in range(3000):
    d = {**base, **{"y": i, "z": 3}, "w": 0}
    t += d["y"] + len(d)
print(t, d)
