# A '0' before the width pads numbers with zeros after the sign; with
# grouping the zeros are grouped too.
for v in [5, -5, 1234, -1234, 12.5, -12.5, float('nan'), float('-inf')]:
    print(repr(format(v, '08')), repr(format(v, '+08')), repr(format(v, '010,')), repr(format(v, '0=8')), repr(format(v, '0<8')))
print(format(1234, '010,'), format(-1234567, '012,d'), format(255, '012_b'), format(255, '#012_x'), format(3.5, '010_.2f'))
print(format(1, '00'), format(12, '0'), format(-12, '00010'), format(0, '05'), format(7, '#06b'), format(7, '-#06o'))
print(repr(format('ab', '05')), repr(format('ab', '0>5')), repr(format('ab', '0^5')))
print(format(float('nan'), '+08.2f'), format(float('inf'), '08'), format(-0.0, '07.1f'))
