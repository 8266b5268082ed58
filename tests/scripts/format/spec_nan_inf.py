# nan and inf through every float type and padding.
nan, inf = float('nan'), float('inf')
for v in [nan, -nan, inf, -inf]:
    print(format(v, ''), format(v, 'f'), format(v, 'F'), format(v, 'e'), format(v, 'E'), format(v, 'g'), format(v, 'G'), format(v, '%'))
    print(repr(format(v, '010')), repr(format(v, '<8')), repr(format(v, '+')), repr(format(v, ' ')), repr(format(v, '*^9.2f')), repr(format(v, '010,')))
