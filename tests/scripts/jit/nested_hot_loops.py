# Nested hot loops: the inner one compiles first, the outer goes on.
def matmul(a, b, n):
    c = [[0.0] * n for _ in range(n)]
    for i in range(n):
        ci = c[i]
        ai = a[i]
        for j in range(n):
            s = 0.0
            for k in range(n):
                s += ai[k] * b[k][j]
            ci[j] = s
    return c

n = 24
a = [[(i * n + j) % 7 * 0.5 for j in range(n)] for i in range(n)]
b = [[(i + 2 * j) % 5 - 2.0 for j in range(n)] for i in range(n)]
c = matmul(a, b, n)
print(sum(sum(row) for row in c), c[3][5], c[n - 1][0])
count = 0
for i in range(200):
    j = 0
    while j < i:
        count += j % 3
        j += 1
print(count)
