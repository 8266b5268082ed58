# String building: concatenation, str(), join, split, len.


def build_line(i):
    s = ""
    j = 0
    while j < 8:
        s = s + str(i * 8 + j) + ","
        j += 1
    return s


def work(n):
    parts = []
    total_len = 0
    i = 0
    while i < n:
        line = build_line(i)
        total_len += len(line)
        parts.append(line)
        i += 1
    text = "\n".join(parts)
    lines = text.split("\n")
    fields = 0
    digits = 0
    for line in lines:
        cols = line.split(",")
        fields += len(cols)
        for c in cols:
            digits += len(c)
    words = []
    for line in lines:
        words.append(line.split(",")[3])
    joined = " ".join(words)
    back = joined.split(" ")
    acc = ""
    k = 0
    while k < 20000:
        acc += "ab"
        k += 1
    return [len(text), total_len, len(lines), fields, digits, len(joined),
            len(back), back[n - 1], len(acc)]


def main():
    n = 100000
    rounds = 3  # bench:rounds
    total = 0
    res = []
    r = 0
    while r < rounds:
        res = work(n + r)
        total += res[0]
        r += 1
    print("string_build", n, rounds, total, res[0], res[1], res[2], res[3],
          res[4], res[5], res[6], res[7], res[8])


main()
