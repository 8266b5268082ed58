# expect: OverflowError
m = -9223372036854775807 - 1
print(m)
print(-m)
