# & | ^ ~ on big negatives: Python's ints act as infinite two's complement.
vals = [2 ** 100, -(2 ** 100), 2 ** 100 - 1, -(2 ** 100) + 1, 2 ** 64 + 5, -(2 ** 64) - 5, 12345, -12345, 0, -1]
for a in vals:
    for b in vals:
        print(a & b, a | b, a ^ b)
for a in vals:
    print(~a, ~a == -a - 1, ~~a == a)
print(-2 ** 100 & 2 ** 70 - 1, -2 ** 100 | 5, -2 ** 100 ^ -1, (2 ** 128 - 1) & -(2 ** 64))
# De Morgan holds for every pair.
ok = True
for a in vals:
    for b in vals:
        if ~(a & b) != (~a | ~b) or ~(a | b) != (~a & ~b):
            ok = False
print(ok)
