# A numeric type on a str.
print(format('abc', 's'))
print(format('abc', 'd'))
