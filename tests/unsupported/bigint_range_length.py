# expect: OverflowError: range() lengths beyond 64 bits are not supported by kiln yet
# Both bounds fit in 64 bits, but the length does not.
r = range(-9223372036854775808, 9223372036854775807)
print(r[0])
