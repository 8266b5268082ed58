# k in s, k not in s and s.add(k) in hot loops, with the keys a trace
# hashes itself (int, float, bool, None, str) and with instance keys whose
# __eq__ the lookup must call exactly as CPython does.


def dedupe(n):
    seen = set()
    dups = 0
    for i in range(n):
        k = (i * 7919) % 1009
        if k in seen:
            dups += 1
        else:
            seen.add(k)
        if k not in seen:
            print("never")
        seen.add(str(k % 10))
    return dups, len(seen)


print(dedupe(5000))


def equal_keys(n):
    s = set()
    hits = 0
    for i in range(n):
        s.add(i % 2)
        s.add(float(i % 3))
        s.add(i % 2 == 0)
        s.add(None)
        hits += (1.0 in s) + (True in s) + (None in s) + (2 in s)
    return sorted(s, key=repr), hits


print(equal_keys(2000))

calls = [0]


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v

    def __eq__(self, other):
        calls[0] += 1
        junk = [str(j) for j in range(10)]
        if type(other) is Key:
            return other.v == self.v
        return other == self.v + len(junk) - 10


def script_keys(n):
    s = {Key(3), 5}
    f = frozenset([Key(4), 6])
    hits = 0
    for i in range(n):
        k = i % 8
        if k in s:
            hits += 1
        if k not in f:
            hits += 2
        s.add(k)
    return hits, len(s)


print(script_keys(900), calls[0])


def unhashable(n):
    s = {1, 2}
    out = []
    for i in range(n):
        key = i if i < n - 1 else [i]
        try:
            out.append(key in s)
            s.add(key)
        except TypeError as e:
            out.append(str(e))
    return out[-2:], len(s)


print(unhashable(700))
