# Big ints as dict keys; equal floats and shrunk ints find the same entry.
d = {}
d[2 ** 64] = "two64"
d[2 ** 100] = "two100"
d[-(2 ** 70)] = "neg"
d[5] = "five"
print(d[2.0 ** 64], d[2 ** 100], d[-(2.0 ** 70)], d[2 ** 100 // 2 ** 100 * 5])
d[18446744073709551616.0] = "replaced"
print(len(d), d[2 ** 64], list(d.keys()))
print(2 ** 64 in d, 2 ** 64 + 1 in d, 2.0 ** 100 in d, (2 ** 100 + 1) - 1 in d)
e = {2.0 ** 64: "f"}
print(e[2 ** 64], {2 ** 64: "i"}[2.0 ** 64])
counts = {}
for i in range(200):
    k = (2 ** 70 + i) % 7 + 2 ** 65
    counts[k] = counts.get(k, 0) + 1
print(sorted(counts.items()))
del d[2 ** 100]
print(d)
