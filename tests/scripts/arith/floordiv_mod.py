# Floor division and modulo round toward negative infinity.
for a in [7, -7]:
    for b in [2, -2, 3, -3]:
        print(a, b, a // b, a % b, divmod(a, b))
print(-1 // 10, -1 % 10, 1 // -10, 1 % -10)
print(0 // 5, 0 % -5, -0 // 3)
print(-9223372036854775807 // 2, -9223372036854775807 % 2)
print(9223372036854775807 // -1, 9223372036854775807 % -10)
print(-17 % 5 == 3, 17 % -5 == -3)
print((-7) // 2 * 2 + (-7) % 2)
