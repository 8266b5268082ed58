# str methods with no argument or one int, float, bool, None or str
# argument, called from hot loops (the trace calls them directly), next to
# calls it leaves to the interpreter: other argument types, two arguments,
# format(), methods that raise, a receiver whose type changes.


def words_stats(words, n):
    t = 0
    out = []
    for r in range(n):
        for w in words:
            if w.startswith("a") or w.endswith("a"):
                t += len(w.upper())
            t += w.count("a") + w.find("l") + len(w.split("l")) + len(w.strip("ag"))
            if w.isalpha() and not w.isdigit():
                t += 1
            out.append(w.zfill(7) if r == 0 else w.replace("a", "4", 1))
    return t, out[:4], out[-4:]


print(words_stats(["alpha", "beta", "gamma", "delta", "", "a1", "lala"], 300))


def conversions(n):
    parts = []
    for i in range(n):
        s = str(i)
        parts.append(s.rjust(4) + "|" + s.center(5) + "|" + "{}-{}".format(s, i % 3) + s.join("ab"))
    return parts[:3], parts[-1]


print(conversions(1500))


def tuple_and_none_arguments(n):
    t = 0
    for i in range(n):
        w = "item%d" % i
        t += w.startswith(("it", "x")) + len(w.split(None)) + len(w.split(None, 1)) + w.endswith(("7", "9"))
    return t


print(tuple_and_none_arguments(2000))


def raising(n):
    errors = []
    for i in range(n):
        s = "abc" * (i % 3)
        try:
            errors.append(s.index("b") + s.zfill(i % 5))
        except ValueError as e:
            errors.append("ValueError: " + str(e))
        except TypeError as e:
            errors.append("TypeError: " + str(e))
    return errors[:3], errors[-3:], len(errors)


print(raising(1200))


def zfill_float(n):
    t = 0
    for i in range(n):
        t += len("x".zfill(i % 4))
    try:
        "x".zfill(2.5)
    except TypeError as e:
        return t, str(e)


print(zfill_float(1500))


def receiver_changes(n):
    xs = ["hello", [1, 2, "l"], "world", ("l", 0)]
    t = 0
    for i in range(n):
        x = xs[i % 2] if i < n // 2 else xs[2 + i % 2]
        t += x.index("l") + x.count("l")
    return t


print(receiver_changes(2000))
