# expect: OverflowError
# 2**63 does not fit in kiln's 64-bit ints (CPython prints 9223372036854775808).
print(2 ** 62)
print(2 ** 63)
