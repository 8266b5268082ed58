def matmul(a, b):
    n = len(a); m = len(b[0]); k = len(b)
    c = [[0.0] * m for _ in range(n)]
    for i in range(n):
        ai = a[i]
        ci = c[i]
        for j in range(m):
            s = 0.0
            for t in range(k):
                s += ai[t] * b[t][j]
            ci[j] = s
    return c
n = 120
a = [[(i * j) % 7 + 0.5 for j in range(n)] for i in range(n)]
b = [[(i + j) % 5 - 1.0 for j in range(n)] for i in range(n)]
c = matmul(a, b)
print(sum(sum(r) for r in c))
