# Integer square roots of big numbers by Newton's method.
def isqrt(n):
    if n < 2:
        return n
    x = 1 << ((len(bin(n)) - 2 + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y

for n in [2, 10 ** 20, 2 ** 127, 10 ** 100 + 12345, 3 ** 301, 2 ** 64 - 1, 2 ** 64, 2 ** 126]:
    r = isqrt(n)
    print(r, r * r <= n < (r + 1) * (r + 1))
# sqrt(2) to 100 digits.
r = isqrt(2 * 10 ** 200)
print(str(r)[0] + "." + str(r)[1:])
