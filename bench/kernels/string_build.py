# String building: concatenation, str(), join, split, len.


def build_line(i):
    s = ""
    j = 0
    while j < 8:
        s = s + str(i * 8 + j) + ","
        j += 1
    return s


def main():
    n = 195000
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
    print("string_build", n, len(text), total_len, len(lines), fields, digits,
          len(joined), len(back), back[n - 1], len(acc))


main()
