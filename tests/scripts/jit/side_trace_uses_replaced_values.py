# A side trace uses values of the trace it leaves. When the optimiser
# replaced one of those there (an unboxing of what was just boxed, a load
# made redundant), the side trace must use the replacement: it once read
# the never-computed original (a wrong accumulator, a crash on append).
# Found by tests/fuzz/differential.py.


def rec(n, acc):
    if n <= 0:
        return acc
    return rec(n - 1, acc + n)


ns = [2, 3, 9, 12, 3, 1] + [0] * 32 + [1, 0, 1]
for i in range(len(ns)):
    print(i, rec(ns[i], i))

m = 17
for i in range(3000):
    m = rec(m % 21, i)
print(m)

xs = []
for i in range(3000):
    if len(xs) >= 0:
        xs.append(1 if i % 2 else 0)
print(len(xs), xs[:4], sum(xs))


def f(n):
    if n <= 0:
        return 0
    return n - 2


ys = []
for i in range(3000):
    if len(ys) >= 0:
        ys.append(f(i % 2))
print(len(ys), ys[:4], sum(ys))
