# expect: OverflowError
x = 9223372036854775807
print(x)
print(x + 1)
