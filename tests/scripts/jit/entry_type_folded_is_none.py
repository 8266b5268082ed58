# A loop whose trace was recorded with `key` None folds `key is None` to
# True; entering that trace again with a function as `key` must fail its
# entry check (a regression: the folded test left nothing reading `key`,
# and its entry check was dropped with it).
def apply(xs, key=None):
    out = []
    for x in xs:
        if key is None:
            out.append(x)
        else:
            out.append(key(x))
    return out

def gen(*xs, key=None):
    total = 0
    for x in xs:
        if key is not None:
            x = key(x)
        total += x
    yield total

for _ in range(3):
    print(apply(range(6)), apply(range(6), key=lambda x: -x), apply([1, 2], None))
    print(list(gen(1, 2, 3)), list(gen(1, 2, 3, key=lambda x: x * 10)))
