# Floor division and modulo with big operands of every sign: Python rounds
# toward negative infinity, and a == (a // b) * b + a % b always holds.
big = 2 ** 100 + 12345
vals = [big, -big, 7, -7, 2 ** 64, -(2 ** 64), 3 ** 50, -(3 ** 50), 1, -1]
for a in vals:
    for b in vals:
        q = a // b
        r = a % b
        print(a, b, q, r, q * b + r == a, (r == 0) or ((r < 0) == (b < 0)))
print(-7 // 2 ** 100, 7 // -(2 ** 100), -7 % 2 ** 100, 7 % -(2 ** 100))
print((-2 ** 100) // 2 ** 50, (-2 ** 100 - 1) // 2 ** 50, (-2 ** 100 - 1) % 2 ** 50)
print(-(2 ** 63) // -1, -(2 ** 63) % -1)
