# GCD / LCM tables, extended Euclid, coprimality.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

def lcm(a, b):
    return abs(a * b) // gcd(a, b) if a and b else 0

def ext_gcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = ext_gcd(b, a % b)
    return g, y, x - (a // b) * y

header = '    '
for j in range(1, 11):
    header += str(j).rjust(4)
print(header)
for i in range(1, 11):
    row = str(i).rjust(4)
    for j in range(1, 11):
        row += str(gcd(i, j)).rjust(4)
    print(row)
print()
for i in [4, 6, 9, 12]:
    row = []
    for j in [4, 6, 9, 12]:
        row.append(lcm(i, j))
    print(i, row)
for a, b in [(240, 46), (17, 5), (-12, 18), (0, 7), (1071, 462), (2 ** 40, 6 ** 15)]:
    g, x, y = ext_gcd(a, b)
    print(a, b, 'gcd', gcd(a, b), 'ext', g, x, y, a * x + b * y == g)
coprime = 0
for i in range(1, 51):
    for j in range(1, 51):
        if gcd(i, j) == 1:
            coprime += 1
print('coprime pairs in 1..50:', coprime, round(coprime / 2500, 4))
acc = 1
for k in range(1, 21):
    acc = lcm(acc, k)
print('lcm(1..20) =', acc)
