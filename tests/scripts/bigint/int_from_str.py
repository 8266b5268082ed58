# int() of long strings, with bases, signs, prefixes and underscores.
print(int('9' * 100))
print(int('-0x' + 'f' * 40, 16))
print(int('-' + '9' * 50), int('+' + '1' * 40), int('  123456789012345678901234567890  '))
print(int('1_000_000_000_000_000_000_000'), int('0x_dead_beef_dead_beef_dead', 0), int('0b' + '1' * 100, 0))
print(int('0o' + '7' * 50, 8), int('7' * 50, 8), int('z' * 20, 36), int('Z' * 20, 36), int('1' * 70, 2))
print(int('-0000000000000000000000000000123456789012345678901234567890'))
print(int('  -0x_ffff_ffff_ffff_ffff_ffff  ', 0), int('9223372036854775808'), int('-9223372036854775808'))
print(int('-9223372036854775809'), int('18446744073709551616'), type(int('9223372036854775807')))
for base in [2, 3, 7, 10, 16, 36]:
    print(base, int('10' * 30, base))
print(int('1' * 4300) % 1000007, len(str(int('9' * 4300))))
