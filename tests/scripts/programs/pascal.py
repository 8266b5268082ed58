# Pascal's triangle and binomial coefficient checks.
def pascal(rows):
    tri = [[1]]
    for r in range(1, rows):
        prev = tri[-1]
        row = [1]
        for i in range(1, r):
            row.append(prev[i - 1] + prev[i])
        row.append(1)
        tri.append(row)
    return tri

def binom(n, k):
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result

tri = pascal(12)
last = []
for v in tri[-1]:
    last.append(str(v))
width = len(' '.join(last))
for row in tri:
    parts = []
    for v in row:
        parts.append(str(v))
    print(' '.join(parts).center(width).rstrip())
ok = True
for n in range(len(tri)):
    for k in range(n + 1):
        if tri[n][k] != binom(n, k):
            ok = False
print('matches binom:', ok)
sums = []
for row in tri:
    sums.append(sum(row))
print(sums)
print(binom(40, 20), binom(50, 25), binom(10, -1), binom(5, 7))
odd_rows = []
for row in pascal(16):
    line = ''
    for v in row:
        line += '#' if v % 2 else '.'
    odd_rows.append(line)
for line in odd_rows:
    print(line.center(16))
