def transpose(m):
    return [list(row) for row in zip(*m)]
def det(m):
    n = len(m)
    m = [row[:] for row in m]
    d = 1.0
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if m[p][c] == 0:
            return 0.0
        if p != c:
            m[p], m[c] = m[c], m[p]
            d = -d
        d *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n):
                m[r][k] -= f * m[c][k]
    return d
n = 60
m = [[((i * 31 + j * 17) % 13) - 6.0 + (i == j) * 20 for j in range(n)] for i in range(n)]
t = 0.0
for rep in range(10):
    t += det(m) / 1e70 + sum(transpose(m)[0])
print("%.6e" % t)
