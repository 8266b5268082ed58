# Int // and % by negative divisors and divisors of either sign in hot
# loops: Python floors (the result of % has the divisor's sign). Zero
# raises, and the smallest 64-bit int // -1 is a big int.
def by_const(n):
    s = 0
    t = 0
    for i in range(-n, n):
        s += i % -7 + i // -7
        t += (i * 1000003) % (-1000003) + (i * 3) // -5
    return s, t


def by_var(n, ds):
    s = 0
    q = 0
    for i in range(-n, n):
        d = ds[i % len(ds)]
        s += i % d
        q += i // d
    return s, q


print(by_const(3000))
print(by_var(3000, [-3, 5, -1, 7, -11, 1, -2]))
print(by_var(3000, [-4611686018427387904, 9223372036854775807, -9223372036854775807, 2]))

big = -9223372036854775807 - 1
vals = []
for k in range(2000):
    x = big if k % 500 == 0 else k - 1000
    d = -1 if k % 3 == 0 else -2
    vals.append((x // d, x % d))
print(vals[0], vals[1], vals[500], vals[-1], sum(a + b for a, b in vals))

errs = 0
acc = 0
for k in range(3000):
    d = (k % 5) - 2
    try:
        acc += k // d + k % d
    except ZeroDivisionError as e:
        errs += 1
        last = str(e)
print(acc, errs, last)
divs = 0
for k in range(3000):
    d = -((k % 4) + 1)
    a, b = divmod(k * 7919 - 10000000, d)
    divs += a * 3 + b
print(divs)
