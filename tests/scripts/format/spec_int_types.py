# Integer presentation types.
for v in [0, 1, 10, 65, 255, -255, 1000000, 9223372036854775807, -9223372036854775808]:
    print(format(v, 'd'), format(v, 'b'), format(v, 'o'), format(v, 'x'), format(v, 'X'), format(v, 'n'), format(v, ''))
for v in [65, 97, 0x263a, 0x1F600, 0, 10]:
    print(repr(format(v, 'c')), repr(format(v, '>3c')), repr(format(v, '*^5c')))
print(format(True, 'd'), format(False, 'x'), format(True, 'c') == chr(1), format(True, '>5'), format(True, ''), format(False, '^7'))
