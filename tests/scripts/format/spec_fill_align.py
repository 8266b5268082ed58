# Fill characters and the four alignments, on ints, floats and strs.
for spec in ['<8', '>8', '^8', '*<8', '*>8', '*^8', '-^9', '0<6', 'é^7', '<', '>1', '^2']:
    print(repr(format(42, spec)), repr(format(-4.5, spec)), repr(format('ab', spec)))
print(repr(format(-42, '=8')), repr(format(-42, '*=8')), repr(format(3.5, '_=+9')))
print(repr(format('abc', '^9')), repr(format('abcd', '^9')), repr(format('', '^3')))
print(repr(format(7, '=^7')), repr(format(7, '<^7')), repr(format(7, '>>4')))
print(repr(format('héllo', '^10')), repr(format('日本', '*>6')))
