# Euclid's algorithm on big numbers.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

def lcm(a, b):
    return a // gcd(a, b) * b

f = [0, 1]
for i in range(300):
    f.append(f[-1] + f[-2])
print(gcd(f[300], f[200]) == f[100], gcd(f[299], f[300]))
print(gcd(2 ** 100 * 3 ** 50, 2 ** 70 * 3 ** 80 * 5), gcd(-(10 ** 40), 10 ** 30 * 7), gcd(2 ** 64, 0))
l = 1
for i in range(1, 101):
    l = lcm(l, i)
print(l, len(str(l)))
print(lcm(2 ** 64 + 1, 2 ** 64 - 1), gcd(2 ** 64 + 1, 2 ** 64 - 1))
