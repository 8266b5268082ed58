# Three nested hot loops: outer traces call the inner loops' traces, and an
# exit deep inside lands in the right place.
def triples(n):
    out = []
    for a in range(1, n):
        for b in range(a, n):
            for c in range(b, n):
                if a * a + b * b == c * c:
                    out.append((a, b, c))
    return out

print(triples(30))

def count(n):
    t = 0
    for a in range(n):
        for b in range(a, n):
            for c in range(b, n):
                if c == 7:
                    t += 1
                elif c > 25 and b == 3:
                    t -= 2
    return t

print(count(40))
grid = [[(i * j) % 7 for j in range(30)] for i in range(30)]
total = 0.0
for row in grid:
    for x in row:
        if x == 3:
            total += 0.5
        for k in range(x):
            total += k
print(total)
found = None
for i in range(50):
    for j in range(50):
        for k in range(50):
            if i * 2500 + j * 50 + k == 77777:
                found = (i, j, k)
                break
        if found:
            break
    if found:
        break
print(found)
