# Strings built piece by piece in a loop's local (`s += x`, `s = s + x`)
# are extended in place, as CPython does when nothing else holds the
# string: every other reference must still see the string it had. Aliases
# made before the loop, after it, between two runs of the loop, in an
# enclosing loop; strings returned and appended to again by the caller;
# lists and numbers that take the same path; errors in the middle.


def build(n, piece):
    out = ""
    for i in range(n):
        out += piece
    return out


def build_assign(n):
    s = "<"
    k = 0
    while k < n:
        s = s + str(k % 10)
        k += 1
    return s


a = build(5, "ab")
b = build(5, "ab")
print(a, b, a == b, len(build(20000, "xyz")))
print(build_assign(25))


def alias_before(n):
    s = "start"
    keep = s
    for i in range(n):
        s += "."
    return keep, s


print(alias_before(4))


def alias_between_runs(rounds):
    seen = []
    s = ""
    for r in range(rounds):
        for i in range(4):
            s += str(r)
        seen.append(s)
    return seen


print(alias_between_runs(4))


def returned_then_extended():
    first = build(3, "q")
    again = first
    for i in range(3):
        again += "!"
    return first, again


print(returned_then_extended())


def twice(n):
    s = ""
    out = []
    for rep in range(3):
        t = s
        for i in range(n):
            s += "x"
        out.append((t, s))
    return out


print(twice(2))


def lists_and_numbers(n):
    acc = []
    alias = acc
    total = 0
    ftotal = 0.5
    joined = []
    for i in range(n):
        acc += [i]
        total += i
        ftotal += i * 0.25
        joined = joined + [i * 2]
    return alias, total, ftotal, joined[-3:], acc is alias


print(lists_and_numbers(300)[1:])
print(lists_and_numbers(5))


def with_error(items):
    s = ""
    try:
        for x in items:
            s += x
    except TypeError as e:
        return "error: " + str(e) + " after " + s
    return s


print(with_error(["a", "b", "c"]))
print(with_error(["a", "b", 3, "d"]))


def unicode_pieces(n):
    s = ""
    for i in range(n):
        s += "é" if i % 3 else "z"
    return s, len(s), s[:7], s.upper()[:5]


print(unicode_pieces(40))


def empty_first(piece):
    s = ""
    for i in range(1):
        s += piece
    return s is piece


print(empty_first("word"))


def keys_of(n):
    counts = {}
    for i in range(n):
        k = ""
        for j in range(3):
            k += "ab"[(i >> j) & 1]
        counts[k] = counts.get(k, 0) + 1
    return sorted(counts.items())


print(keys_of(400))


def hashed_while_built(n):
    s = ""
    seen = set()
    for i in range(n):
        s += "a"
    seen.add(s)
    for i in range(n):
        s += "b"
    seen.add(s)
    return sorted(seen), hash(s) == hash("a" * n + "b" * n)


print(hashed_while_built(6))


# A string one loop run built (and still counts as its own) comes back as
# the right operand of another builder's first append, to an empty string:
# `s += piece` then holds that very string, shared with the list.
def hole():
    keys = []
    for r in range(3):
        k = ""
        for j in range(3):
            k += "xy"
        keys.append(k)
    out = []
    for r in range(3):
        s = ""
        for piece in (keys[r], "!", "?"):
            s += piece
        out.append(s)
    return keys, out


print(hole())
