# Matrix arithmetic with nested lists.
def zeros(rows, cols):
    m = []
    for r in range(rows):
        m.append([0] * cols)
    return m

def identity(n):
    m = zeros(n, n)
    for i in range(n):
        m[i][i] = 1
    return m

def matmul(a, b):
    rows, inner, cols = len(a), len(b), len(b[0])
    out = zeros(rows, cols)
    for i in range(rows):
        for j in range(cols):
            s = 0
            for k in range(inner):
                s += a[i][k] * b[k][j]
            out[i][j] = s
    return out

def transpose(m):
    out = zeros(len(m[0]), len(m))
    for i in range(len(m)):
        for j in range(len(m[0])):
            out[j][i] = m[i][j]
    return out

def mat_pow(m, e):
    result = identity(len(m))
    while e > 0:
        if e % 2 == 1:
            result = matmul(result, m)
        e //= 2
        if e > 0:
            m = matmul(m, m)
    return result

def show(m):
    for row in m:
        line = ''
        for v in row:
            line += str(v).rjust(6)
        print(line)
    print('-' * 6 * len(m[0]))

a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show(a)
show(transpose(a))
show(matmul(a, b))
show(matmul(b, a))
fib = mat_pow([[1, 1], [1, 0]], 30)
print('fib(30) =', fib[0][1])
print('fib(90) =', mat_pow([[1, 1], [1, 0]], 90)[0][1])
show(mat_pow([[2, 0], [0, 3]], 10))
print(matmul(identity(3), [[1], [2], [3]]))
f = [[0.5, 0.25], [0.125, 1.0]]
print(matmul(f, f))
