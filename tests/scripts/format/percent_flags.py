# Flags: '-' left, '+' sign, ' ' space, '0' zeros, '#' alternate form.
for v in [5, -5, 0]:
    print('[%+d] [% d] [%05d] [%-5d] [%+05d] [%-+5d] [% 05d] [%0-5d] [%+ d]' % (v, v, v, v, v, v, v, v, v))
for v in [255, -255, 0]:
    print('[%#x] [%#X] [%#o] [%#10x] [%#-10x] [%#010x] [%#010o] [%+#x] [% #o]' % (v, v, v, v, v, v, v, v, v))
for v in [1.5, -1.5, 0.0, -0.0]:
    print('[%+f] [% .2f] [%08.3f] [%-8.2f] [%+08.1e] [%#.0f] [%#g] [%010.2e]' % (v, v, v, v, v, v, v, v))
print('[%05s] [%-5s] [%+s] [% s] [%#s] [%05r] [%+5s]' % ('x', 'x', 'x', 'x', 5, 'x', 5))
