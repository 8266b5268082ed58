# Widths that do not fit in 64 bits.
print(format(1, '99999999999999999999'))
