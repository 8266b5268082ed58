# Products that leave 64 bits at every iteration, then come back below them
# (modular exponentiation with an 18-digit modulus): the side traces from
# the overflow exits make the big ints with the interpreter's operation.
def modpow(b, e, m):
    r = 1
    b %= m
    while e > 0:
        if e & 1:
            r = r * b % m
        b = b * b % m
        e >>= 1
    return r


n = 10**18 + 9
t = 0
for i in range(400):
    t += modpow(i + 2, n - 1, n) % 1000
print(t, modpow(3, 10**20, n), pow(3, 10**20, n))

acc = 0
x = 1
for i in range(3000):
    x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
    acc ^= x >> 3
    y = (x << 7) - (x << 5) + (i << 60)
    acc = (acc + y) % (2**61 - 1)
print(acc, x)
