# int methods and attributes, small and big: bit_length, bit_count, conjugate, as_integer_ratio
for i in [0, 1, -1, 255, -256, 2**64, -2**100+1, True, False, 2**63-1, -2**63, 10**30]:
    print(i.bit_length(), i.bit_count(), i.conjugate(), i.as_integer_ratio(), i.numerator, i.denominator, i.real, i.imag, type(i.real).__name__, type(i.conjugate()).__name__)
print((-2**200).bit_length(), (2**200 - 1).bit_count(), (-(2**200 - 1)).bit_count())
print(sum(x.bit_count() for x in range(2**70, 2**70 + 8)))
print([(n.numerator, n.denominator) for n in (7, -7, 2**65)])
