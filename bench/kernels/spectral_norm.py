# bench: numeric
# Spectral norm: a small function called many times in nested loops.


def eval_a(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) // 2 + i + 1)


def mul_av(n, v):
    av = []
    i = 0
    while i < n:
        s = 0.0
        j = 0
        while j < n:
            s += eval_a(i, j) * v[j]
            j += 1
        av.append(s)
        i += 1
    return av


def mul_atv(n, v):
    atv = []
    i = 0
    while i < n:
        s = 0.0
        j = 0
        while j < n:
            s += eval_a(j, i) * v[j]
            j += 1
        atv.append(s)
        i += 1
    return atv


def mul_atav(n, v):
    return mul_atv(n, mul_av(n, v))


def spectral_norm(n):
    u = []
    i = 0
    while i < n:
        u.append(1.0)
        i += 1
    v = u
    k = 0
    while k < 10:
        v = mul_atav(n, u)
        u = mul_atav(n, v)
        k += 1
    vbv = 0.0
    vv = 0.0
    i = 0
    while i < n:
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
        i += 1
    return (vbv / vv) ** 0.5


def main():
    n = 350
    rounds = 1  # bench:rounds
    total = 0
    r = 0
    while r < rounds:
        total += int(spectral_norm(n) * 1000000000.0)
        r += 1
    print("spectral_norm", n, rounds, total)


main()
