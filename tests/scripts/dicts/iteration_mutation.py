# Changing a dict while iterating over it, forwards and reversed: a change
# of size raises (and keeps raising); a key deleted and added back keeps the
# size, and a forward iteration that then finds more keys than the dict had
# raises too. Reversed iteration never sees the keys added after its start.


def attempt(label, body):
    seen = []
    try:
        body(seen)
        print(label, "ok", seen)
    except RuntimeError as e:
        print(label, "RuntimeError:", e, seen)


def forward_add(seen):
    d = {1: 1, 2: 2}
    for k in d:
        seen.append(k)
        d[k + 10] = 0


def reversed_add(seen):
    d = {1: 1, 2: 2}
    for k in reversed(d):
        seen.append(k)
        d[k + 10] = 0


def reversed_delete(seen):
    d = {1: 1, 2: 2, 3: 3}
    for k in reversed(d):
        seen.append(k)
        del d[k]


def reversed_keys_pop(seen):
    d = {"a": 1, "b": 2, "c": 3}
    for k in reversed(d.keys()):
        seen.append(k)
        d.pop("a")


def reversed_values_add(seen):
    d = {1: 1, 2: 2}
    for v in reversed(d.values()):
        seen.append(v)
        d[v + 10] = 0


def reversed_items_clear(seen):
    d = {1: "x", 2: "y"}
    for k, v in reversed(d.items()):
        seen.append((k, v))
        d.clear()


def reversed_set_values(seen):
    d = {1: 1, 2: 2, 3: 3}
    for k in reversed(d):
        seen.append(k)
        d[k] = k * 10
    seen.append(d)


def forward_readd_one(seen):
    # One key: deleted and added back, it is found again past the end.
    d = {"k": 1}
    for k in d:
        seen.append(k)
        del d[k]
        d[k] = 2


def forward_readd_two(seen):
    d = {1: 1, 2: 2}
    for k in d:
        seen.append(k)
        del d[k]
        d[k] = 0


def forward_swap_key(seen):
    d = {1: 1, 2: 2}
    for k in d:
        seen.append(k)
        del d[k]
        d[k + 100] = 0


def reversed_readd(seen):
    d = {1: 1, 2: 2, 3: 3}
    for k in reversed(d):
        seen.append(k)
        del d[k]
        d[k] = 0
    seen.append(list(d))


def reversed_swap_key(seen):
    d = {"a": 1, "b": 2}
    for k in reversed(d):
        seen.append(k)
        del d[k]
        d[k + k] = 0
    seen.append(list(d))


for name, body in list(globals().items()):
    if name != "attempt" and callable(body):
        attempt(name, body)

# The error stays: every later next() raises it again.
d = {1: 1}
it = reversed(d)
d[2] = 2
for _ in range(2):
    try:
        next(it)
    except RuntimeError as e:
        print("again:", e)

# Iterators over dicts that do not change, and their types.
d = {"x": 1, "y": 2, "z": 3}
del d["y"]
d["w"] = 4
print(list(reversed(d)), list(reversed(d.values())), list(reversed(d.items())))
print(type(reversed(d)).__name__, type(reversed(d.keys())).__name__)
print(type(reversed(d.values())).__name__, type(reversed(d.items())).__name__)
it = reversed(d)
print(iter(it) is it, next(it), list(it), list(it))

# Hot loops (compiled by the JIT), which must raise where the interpreter does.
for n in (1, 2, 3, 6):
    d = {i: i for i in range(n)}
    count = 0
    try:
        for rounds in range(200):
            for k in d:
                count += 1
                if rounds == 150 and k == n - 1:
                    del d[k]
                    d[k] = 0
    except RuntimeError as e:
        print(n, "hot forward:", e, count)
    d = {i: i for i in range(n)}
    count = 0
    try:
        for rounds in range(200):
            for k in reversed(d):
                count += 1
                if rounds == 150:
                    d[-1] = 0
    except RuntimeError as e:
        print(n, "hot reversed:", e, count)
