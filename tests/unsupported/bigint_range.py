# expect: OverflowError: range() arguments beyond 64 bits are not supported by kiln yet
# CPython allows range(2**100) (its len() is the OverflowError); kiln's ranges hold 64-bit ints.
print(range(2 ** 62))
r = range(2 ** 100)
print(r)
