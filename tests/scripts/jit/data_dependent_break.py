# Breaks that depend on the data, inside hot loops.
def first_over(xs, limit):
    for i, x in enumerate(xs):
        if x > limit:
            return i
    return -1

data = [(i * 7919) % 10007 for i in range(20000)]
print(first_over(data, 10000))
print(first_over(data, 20000))
n = 0
while True:
    n += 3
    if n * n > 50000000:
        break
print(n)
found = None
for a in range(1, 300):
    for b in range(a, 300):
        c2 = a * a + b * b
        c = int(c2 ** 0.5)
        if c * c == c2 and a + b + c == 840:
            found = (a, b, c)
            break
    if found:
        break
print(found)
