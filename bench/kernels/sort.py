# Sorting: list building, sorted()/list.sort() with and without key.


def make_data(n, seed):
    data = []
    x = seed
    i = 0
    while i < n:
        x = (x * 1664525 + 1013904223) % 2147483648
        data.append(x // 16)
        i += 1
    return data


def last_digits(v):
    return v % 1000


def neg(v):
    return -v


def checksum(items):
    h = 0
    for v in items:
        h = (h * 31 + v) % 1000000007
    return h


def main():
    n = 60000
    rounds = 4  # bench:rounds
    total = 0
    r = 0
    while r < rounds:
        data = make_data(n, 42 + r)
        a = sorted(data)
        b = sorted(data, key=last_digits)
        c = list(data)
        c.sort(reverse=True)
        d = list(data)
        d.sort(key=neg)
        strs = []
        for v in data:
            strs.append(str(v % 100000))
        strs.sort()
        pairs = []
        for v in data:
            pairs.append((v % 100, v))
        pairs.sort()
        ph = 0
        for p in pairs:
            ph = (ph * 7 + p[0] * 3 + p[1]) % 1000000007
        total = (total + checksum(a) + 3 * checksum(b) + 5 * checksum(c)
                 + 7 * checksum(d) + 11 * len(strs[0] + strs[n - 1]) + ph) % 1000000007
        r += 1
    print("sort", n, rounds, total)


main()
