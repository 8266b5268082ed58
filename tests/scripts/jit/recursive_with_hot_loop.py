# A hot loop inside a recursive function.
def walk(depth, width):
    total = 0
    for i in range(width):
        total += i * depth
    if depth > 0:
        total += walk(depth - 1, width)
    return total

print(walk(30, 500))
print(walk(5, 3000))

def perms(n, k, acc):
    if k == 0:
        s = 0
        for x in acc:
            s = s * 31 + x
        return s % 1000003
    r = 0
    for i in range(n):
        acc.append(i)
        r = (r + perms(n, k - 1, acc)) % 1000003
        acc.pop()
    return r
print(perms(7, 4, []))
