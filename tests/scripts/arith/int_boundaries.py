# Values near the 64-bit limits, without overflowing.
big = 9223372036854775807
small = -9223372036854775807 - 1
print(big, small)
print(big - 1, small + 1, big + small)
print(big // 2, small // 2, big % 1000, small % 1000)
print(-big, abs(-big), big * 1, big // big)
print(small // 3, small % 3, divmod(small, 7))
print(big == 2 ** 62 - 1 + 2 ** 62, small == -2 ** 62 * 2)
print(3037000499 ** 2, 2 ** 62 + (2 ** 62 - 1))
print(big >> 1, small >> 1, small >> 63, big >> 63)
print(float(big), float(small), int(9.2e18))
