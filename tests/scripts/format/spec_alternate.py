# '#' adds 0b/0o/0x/0X prefixes, keeps a float's point and trailing zeros.
for v in [0, 1, 7, 255, -255, 4096]:
    print(format(v, '#b'), format(v, '#o'), format(v, '#x'), format(v, '#X'), format(v, '#d'), format(v, '#10x'), format(v, '#<10o'))
for v in [1.0, 0.5, 100.0, 1e-5, 123456789.0]:
    print(format(v, '#g'), format(v, '#.0f'), format(v, '#.0e'), format(v, '#.3g'), format(v, '#'), format(v, '#.2'))
