# -(-2**63) is 2**63, one past the largest 64-bit int.
m = -9223372036854775807 - 1
print(m)
print(-m)
print(-(-m), abs(m), m // -1, m * -1)
