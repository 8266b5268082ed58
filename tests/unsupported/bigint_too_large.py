# expect: MemoryError: integer result too large: kiln ints are limited to 2**32 bits
# CPython would try to build a 2**40-bit int (and usually fail with MemoryError).
x = 1 << 2 ** 40
print(x)
