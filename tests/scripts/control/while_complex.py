a, b = 0, 1
fibs = []
while b < 100:
    fibs.append(b)
    a, b = b, a + b
print(fibs)
n = 27
steps = 0
while n != 1:
    if n % 2 == 0:
        n //= 2
    else:
        n = 3 * n + 1
    steps += 1
print(steps)
x = 100
while x > 1 and x % 2 == 0 or x == 25:
    x //= 2 if x % 2 == 0 else 5
    print(x)
