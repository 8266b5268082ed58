# Variables that only a branch's side trace reads and writes.
def count(n):
    x = 12345
    inside = 0
    outside = 0
    i = 0
    while i < n:
        x = (x * 1664525 + 1013904223) % 2147483648
        a = x // 32768
        x = (x * 1664525 + 1013904223) % 2147483648
        b = x // 32768
        if a * a + b * b < 4294967296:
            inside += 1
        elif a > b:
            outside += 2
        else:
            outside -= 1
        i += 1
    return inside, outside, x

print(count(20000))
print(count(3000))
flags = [0, 0, 0]
for i in range(9000):
    k = (i * 7) % 3
    if k == 0:
        flags[0] += 1
    elif k == 1:
        flags[1] += i
    else:
        flags[2] = flags[2] * 3 % 101 + 1
print(flags)
