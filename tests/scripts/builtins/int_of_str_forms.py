# int() of strings: the common short decimal ones (a machine int at once)
# and every other kind (bases, underscores, leading zeros, signs,
# whitespace, other scripts' digits, big ones, errors).
for t in ["0", "-0", "+7", " 42 ", "\t-17\n", "123456789012345678", "-123456789012345678", "1234567890123456789", "00", "007", "0_1", "1_000", "٣", " ", "", "-", "+-1", "12a", "0x1f", "9"*40]:
    for b in (10, 0, 16):
        try:
            print(repr(t), b, int(t, b))
        except ValueError as e:
            print(repr(t), b, "ValueError", e)
print(int("  -99  "), int("0"), int("-000", 10))
