# int(), float(), str() and bool() of numbers and strs in hot loops: the
# JIT calls the type's constructor through a helper. Results, and the
# errors of strs that do not parse, must be the interpreter's.


def parse_ints(tokens):
    total = 0
    bad = []
    for t in tokens:
        try:
            total += int(t)
        except ValueError as e:
            bad.append(str(e))
    return total, len(bad), bad[:3]


def parse_floats(tokens):
    total = 0.0
    bad = 0
    specials = []
    for t in tokens:
        try:
            x = float(t)
        except ValueError as e:
            bad += 1
            last = str(e)
            continue
        if x != x or x in (float("inf"), float("-inf")):
            specials.append(repr(x))
        else:
            total += x
    return total, bad, last, specials[:4]


def convert(values):
    out = []
    for v in values:
        out.append((int(v) if not isinstance(v, str) else len(v), float(v) if not isinstance(v, str) else 0.0,
                    str(v), bool(v)))
    return out


def int_of_floats(values):
    res = []
    for v in values:
        try:
            res.append(int(v))
        except (ValueError, OverflowError) as e:
            res.append(type(e).__name__ + ": " + str(e))
    return res


def with_bases(tokens, bases):
    total = 0
    errors = {}
    for t in tokens:
        for b in bases:
            try:
                total += int(t, b)
            except ValueError as e:
                msg = str(e)
                errors[msg[:40]] = errors.get(msg[:40], 0) + 1
    return total, sorted(errors.items())[:6]


def main():
    tokens = []
    for i in range(3000):
        if i % 7 == 0:
            tokens.append("x%d" % i)
        elif i % 11 == 0:
            tokens.append(" %d_000 " % i)
        elif i % 13 == 0:
            tokens.append("-%d" % (i * 10**15))
        elif i % 17 == 0:
            tokens.append("")
        else:
            tokens.append(str(i))
    tokens.append("123456789012345678901234567890")
    tokens.append("+42\n")
    print("ints", parse_ints(tokens))

    ftokens = []
    for i in range(2000):
        if i % 9 == 0:
            ftokens.append("%d.5e3" % i)
        elif i % 10 == 0:
            ftokens.append("nope")
        elif i % 97 == 0:
            ftokens.append(["inf", "-Infinity", "nan", " 1_0.5 "][i % 4])
        else:
            ftokens.append(str(i / 8))
    print("floats", parse_floats(ftokens))

    values = []
    for i in range(1500):
        values.append([i, i * 0.25 - 100.0, i % 3 == 0, "s" * (i % 4), -i][i % 5])
    conv = convert(values)
    print("convert", len(conv), conv[:10], conv[-5:])
    print("sums", sum(c[0] for c in conv), sum(c[1] for c in conv), sum(1 for c in conv if c[3]))

    floats = []
    for i in range(800):
        floats.append([i * 1.75, -i / 3.0, 1e30 * i, float("nan") if i % 50 == 0 else 2.5][i % 4])
    floats.append(float("inf"))
    r = int_of_floats(floats)
    print("int_of_floats", len(r), r[:8], r[-3:], sum(x for x in r if isinstance(x, int)))

    hexes = []
    for i in range(1500):
        hexes.append(["%x" % i, "0x%X" % i, "0b%s" % bin(i)[2:], "zz%d" % i, " 7_%d " % (i % 10)][i % 5])
    print("with_bases", with_bases(hexes, (16, 0, 36, 2)))
    print("bad bases", with_bases(["10", "z"], (1, 37, True, False)))


main()
