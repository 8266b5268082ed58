# Calls through *args and **kwargs: a decorator's wrapper around small
# functions called from hot loops (with keywords too), f(*row) over rows
# of a table, and f(a, **cfg).
def counted(f):
    calls = [0]

    def wrapper(*args, **kw):
        calls[0] += 1
        return f(*args, **kw)

    wrapper.calls = calls
    return wrapper


@counted
def area(w, h):
    return w * h


@counted
def perimeter(w, h):
    return 2 * (w + h)


def clamp(x, lo, hi):
    return lo if x < lo else hi if x > hi else x


total = 0
for i in range(200000):
    w, h = i % 37, i % 11 + 1
    total += area(w, h) - perimeter(w, h)
print(total, area.calls[0], perimeter.calls[0])
rows = [(i * 7 % 100 - 20, 0, 60) for i in range(1000)]
s = 0
for rep in range(100):
    for row in rows:
        s += clamp(*row)
print(s)


@counted
def scaled(x, k=2, off=0):
    return x * k + off


def make(a, b, c=1):
    return a * b + c


cfg = {"b": 3, "c": 4}
t = 0
for i in range(100000):
    t += scaled(i, k=5) + scaled(i, off=1) + make(i, **cfg)
print(t, scaled.calls[0])
