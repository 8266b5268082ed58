print(ord('A'), ord('a'), ord('0'), ord(' '), ord('\n'), ord('é'), ord('日'), ord('😀'))
print(chr(65), chr(97), chr(48), chr(233), chr(26085), chr(128512))
print(repr(chr(0)), repr(chr(10)), repr(chr(127)))
s = ''
for c in range(ord('a'), ord('f')):
    s += chr(c)
print(s)
shifted = ''
for ch in 'Hello':
    shifted += chr(ord(ch) + 1)
print(shifted)
print(chr(ord('a') - 32), ord(chr(1114111)))
