# Lucas-Lehmer: which 2**p - 1 are prime, for small prime p.
def lucas_lehmer(p):
    if p == 2:
        return True
    m = 2 ** p - 1
    s = 4
    for i in range(p - 2):
        s = (s * s - 2) % m
    return s == 0

found = []
for p in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 127]:
    if lucas_lehmer(p):
        found.append(p)
print(found)
for p in found[-3:]:
    print(p, 2 ** p - 1)
