# d[k], d[k] = v, k in d, k not in d and d.get(k[, default]) in hot loops,
# with the keys a trace looks up itself (int, float, bool, None, str) and
# with keys whose __eq__ is a script's, which the lookup must call exactly
# as CPython does (here they count their calls and make garbage).


def counting(words, n):
    counts = {}
    seen = {}
    i = 0
    while i < n:
        w = words[(i * 7) % len(words)]
        counts[w] = counts.get(w, 0) + 1
        k = (i * 13) % 17
        if k in seen:
            seen[k] += 1
        else:
            seen[k] = 1
        if k not in seen:
            print("never")
        i += 1
    return counts, seen


counts, seen = counting(["ab", "cd", "ef", "ab" + "", "g" * 3], 3000)
print(sorted(counts.items()))
print(sorted(seen.items()))


def equal_keys(n):
    # 1, 1.0 and True are one key; so are 0, 0.0, False. None is a key too.
    d = {}
    i = 0
    while i < n:
        d[i % 2] = d.get(i % 2 == 1, 0) + 1
        d[float(i % 3)] = i
        if None in d:
            d[None] += 1
        else:
            d[None] = 0
        i += 1
    return d


print(equal_keys(2000))


def get_forms(n):
    d = {1: "one", 2: "two"}
    out = []
    i = 0
    while i < n:
        out.append(d.get(i % 4))
        out.append(d.get(i % 4, "none"))
        i += 1
    return out[-8:]


print(get_forms(1000))

calls = [0]


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v  # the same hash as the int self.v

    def __eq__(self, other):
        calls[0] += 1
        junk = [str(j) for j in range(20)]  # garbage: collections may run
        if type(other) is Key:
            return other.v == self.v
        return other == self.v + len(junk) - 20


def script_keys(n):
    # The entries' keys are Keys: a lookup of an int with the same hash
    # calls Key.__eq__ (which says 3 equals Key(3)).
    d = {Key(3): "key three", 5: "five"}
    hits = 0
    i = 0
    while i < n:
        k = i % 7
        if k in d:
            hits += 1
        v = d.get(k, "-")
        if k == 3 or k == 5:
            d[k] = d[k] + "!"
            if len(d[k]) > 20:
                d[k] = d[k][:5]
        i += 1
    return hits, sorted((str(type(x).__name__), v) for x, v in d.items())


print(script_keys(700), calls[0])


def later_script_key(n):
    # The loop is hot with plain keys before a Key arrives in the dict.
    d = {}
    total = 0
    i = 0
    while i < n:
        k = i % 50
        d[k] = d.get(k, 0) + 1
        if i == n // 2:
            d[Key(7)] = 100
        total += d[k]
        i += 1
    return total, len(d)


calls[0] = 0
print(later_script_key(3000), calls[0])


def missing_key(n):
    d = {}
    i = 0
    while i < n:
        d[i] = i * i
        i += 1
    total = 0
    i = 0
    try:
        while True:
            total += d[i]
            i += 1
    except KeyError as e:
        print("KeyError", e, repr(e), i, total)


missing_key(1500)


def missing_str_key(n):
    names = {"a": 1, "b": 2}
    keys = ["a", "b"] * n + ["c"]
    total = 0
    for k in keys:
        total += names[k]
    return total


try:
    missing_str_key(800)
except KeyError as e:
    print("KeyError", repr(e))


def unhashable_in_loop(n):
    d = {1: 2}
    i = 0
    r = []
    while i < n:
        key = i if i < n - 1 else [i]
        try:
            r.append(key in d)
        except TypeError as e:
            r.append(str(e))
        i += 1
    return r[-3:]


print(unhashable_in_loop(600))
