# Sign options: '+' always, '-' only negatives (the default), ' ' a space.
for v in [0, 5, -5, 0.0, -0.0, 2.25, -2.25, float('inf'), float('-inf'), float('nan'), True]:
    print(repr(format(v, '+')), repr(format(v, '-')), repr(format(v, ' ')), repr(format(v, '+8')), repr(format(v, ' <6')))
print(format(3, '+d'), format(-3, ' d'), format(3, ' x'), format(-255, '+#x'), format(1.5, '+e'), format(-1.5, ' g'))
