# Hot loops whose ints cross from 64-bit to big and back while they run.
def grow(n):
    x = 1
    for i in range(n):
        x = x * 3 + i
    return x

def shrink(x):
    steps = 0
    while x > 1000:
        x = x // 7 - 1
        steps += 1
    return x, steps

for n in [10, 39, 40, 41, 100, 300]:
    g = grow(n)
    print(n, g % 1000000007, len(str(g)), shrink(g))
total = 0
for i in range(2000):
    total += i * 2 ** 61
print(total, total // 2 ** 61)
acc = 2 ** 64
for i in range(3000):
    if i % 2:
        acc -= 2 ** 62
    else:
        acc += 2 ** 61
print(acc, type(acc))
x = 0
i = 0
while i < 1000:
    x = x + 9223372036854775807
    x = x - 9223372036854775806
    i += 1
print(x)
