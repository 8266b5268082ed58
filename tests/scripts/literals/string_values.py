s = 'héllo'
print(s, len(s))
j = '日本語'
print(j, len(j), j[0], j[-1], j[1:])
e = '😀x'
print(len(e), e[1])
print('naïve café', len('naïve café'))
print(repr('héllo'), repr('日本'))
print('é' == '\u00e9', '日' == '\u65e5')
mixed = 'aé日😀'
print(len(mixed), mixed[2], mixed[::-1])
