# Collatz sequence from a big start: many steps through big and small ints.
n = 2 ** 100 + 7
steps = 0
peak = n
while n != 1:
    if n % 2 == 0:
        n //= 2
    else:
        n = 3 * n + 1
    if n > peak:
        peak = n
    steps += 1
print(steps, peak, type(n))
def collatz_len(n):
    c = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        c += 1
    return c
lens = []
for k in [1, 20, 40, 60]:
    lens.append(collatz_len(3 ** k))
print(lens)
