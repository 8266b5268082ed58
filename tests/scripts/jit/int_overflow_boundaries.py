# Values crossing 2**62 and 2**63 inside hot loops become big ints exactly.
x = 2 ** 62 - 5000
for i in range(10000):
    x += 1
print(x, x > 2 ** 62)
y = 2 ** 63 - 3000
steps = 0
while steps < 6000:
    y = y + 1
    steps += 1
print(y, y - 2 ** 63)
z = 3
for i in range(2000):
    z = z * 3 % (2 ** 61 - 1) + i
print(z)
w = -(2 ** 63) + 2000
for i in range(4000):
    w -= 1
print(w)
m = 1
for i in range(1500):
    m = m * 7
    if m > 2 ** 70:
        m = m // (2 ** 40)
print(m)
neg = 0
for i in range(5000):
    neg = -(neg + i)
print(neg)
s = 1
for i in range(3000):
    s = (s << 1) % 1000003 + (i >> 2)
print(s)
