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
for t, b in [("ff", 16), ("FF", 16), ("-7fffffffffffffff", 16), ("7fffffffffffffff", 16), ("8000000000000000", 16),
             ("zz", 36), ("ZZZZZZZZZZZZ", 36), ("ZZZZZZZZZZZZZ", 36), ("101", 2), ("1" * 62, 2), ("1" * 63, 2),
             ("1" * 64, 2), ("777", 8), ("0o17", 8), ("0b11", 2), ("0X1F", 16), ("g", 16), ("9", 8), ("10", 3)]:
    try:
        print(t, b, int(t, b))
    except ValueError as e:
        print(t, b, "ValueError", e)
