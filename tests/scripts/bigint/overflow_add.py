# Adding past the 64-bit limit gives a big int (kiln used to refuse this).
x = 9223372036854775807
print(x)
print(x + 1)
print(x + x, -x - x - 2)
print(type(x + 1))
