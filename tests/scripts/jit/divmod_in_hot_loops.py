# q, r = divmod(a, b) in hot loops: of ints by a positive int in the trace
# itself (floor division and a remainder with the divisor's sign), and
# everything else as the builtin does it: negative and zero divisors, big
# ints, floats, the pair kept as a tuple.


def ints(n):
    t = 0
    for i in range(-n, n):
        q, r = divmod(i * 7919, 13)
        t += q * 3 - r
    return t


print(ints(3000))


def divisors(n):
    out = []
    for i in range(n):
        b = 5 - i % 11   # 5 .. -5, zero included
        try:
            q, r = divmod(i * 31 - 100, b)
            out.append(q + r)
        except ZeroDivisionError as e:
            out.append(str(e))
    return out[:12], len(out)


print(divisors(2000))


def big_and_float(n):
    t = 0
    f = 0.0
    for i in range(n):
        q, r = divmod(2**62 + i * 2**40, 3)
        t += r
        if i > n - 3:
            q, r = divmod(2**64 + i, 7)
            t += q % 1000 + r
        x, y = divmod(i * 0.75, 2)
        f += x + y
        pair = divmod(i, 6)
        t += pair[0] - pair[1]
    return t, f


print(big_and_float(3000))
